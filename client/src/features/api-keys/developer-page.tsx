import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import { WebhooksSection } from '@/features/webhooks';
import { LoadError } from '@/ui/load-error';
import { PageSpinner } from '@/ui/page-spinner';
import { PersonalApiKeysSection } from './personal-api-keys-section';

const DeveloperPageDocument = graphql(`
  query DeveloperPage {
    ...PersonalApiKeys_query
    ...WebhookEndpoints_query
  }
`);

/** /dashboard/developer (Settings → Developer): the caller's own API keys and webhook endpoints. */
export function DeveloperPage() {
  const { t } = useTranslation('api-keys');
  const { data, error, refetch } = useQuery(DeveloperPageDocument);
  return (
    <section aria-labelledby="developer-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 id="developer-title" className="text-3xl font-bold tracking-tight">
          {t('developer.title')}
        </h1>
        <p className="text-muted-foreground">
          {t('developer.subtitle')} <Link to="/api-reference">{t('page.docs')}</Link>
        </p>
      </header>
      {error && !data ? (
        <LoadError text={t('toasts.loadFailed')} retryLabel={t('developer.retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageSpinner />
      ) : (
        <>
          <PersonalApiKeysSection keys={data.personalApiKeys} />
          <WebhooksSection endpoints={data.webhookEndpoints} />
        </>
      )}
    </section>
  );
}
