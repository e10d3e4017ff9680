import { BookOpen, SquareTerminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ApiKeyList } from './api-key-list';
import { GenerateApiKeyDialog } from './generate-api-key-dialog';
import { useApiKeys } from './use-api-keys';

/** /dashboard/admin/api-keys: keys for apps and scripts that use the Kuza API. */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const { data, error } = useApiKeys('API');
  return (
    <section aria-labelledby="api-keys-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="api-keys-title" className="text-3xl font-bold tracking-tight">
            {t('page.title')}
          </h1>
          <p className="text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        <GenerateApiKeyDialog />
      </header>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/api-reference">
            <BookOpen aria-hidden />
            {t('page.docs')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          {/* The playground is a separate page served by the API server, not a client route. */}
          <a href="/graphiql" target="_blank" rel="noreferrer">
            <SquareTerminal aria-hidden />
            {t('page.playground')}
          </a>
        </Button>
      </div>
      <ApiKeyList
        title={t('list.title')}
        keys={data?.apiKeys}
        failed={Boolean(error)}
        emptyText={t('list.emptyText')}
        maskStyle="dialog"
      />
    </section>
  );
}
