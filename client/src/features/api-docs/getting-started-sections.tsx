import { useTranslation } from 'react-i18next';
import { curlExample, FIRST_RESPONSE, subscriptionExample } from './api-examples';
import { KEY_PLACEHOLDER } from './api-facts';
import { CodeBlock, DocSection, InlineCode } from './doc-parts';

/** Endpoint, authentication, a first request with curl, and subscriptions. */
export function GettingStartedSections({ origin }: { origin: string }) {
  const { t } = useTranslation('api-docs');
  return (
    <>
      <DocSection id="endpoint" title={t('endpoint.title')}>
        <p>{t('endpoint.text')}</p>
        <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold">{t('endpoint.http')}</dt>
          <dd>
            <InlineCode>POST {origin}/graphql</InlineCode>
          </dd>
          <dt className="font-semibold">{t('endpoint.ws')}</dt>
          <dd>
            <InlineCode>{origin.replace(/^http/, 'ws')}/graphql</InlineCode>
          </dd>
        </dl>
      </DocSection>

      <DocSection id="auth" title={t('auth.title')}>
        <p>{t('auth.text')}</p>
        <CodeBlock label={t('auth.headerLabel')} code={`Authorization: Bearer ${KEY_PLACEHOLDER}`} />
        <ul className="list-disc space-y-2 ps-6">
          <li>{t('auth.keys')}</li>
          <li>
            {t('auth.format')} <InlineCode>kuza_live_</InlineCode>
          </li>
          <li>{t('auth.actsAs')}</li>
          <li>
            {t('auth.revoked')} <InlineCode>UNAUTHENTICATED</InlineCode>
          </li>
          <li>{t('auth.anonymous')}</li>
          <li>{t('auth.tokens')}</li>
        </ul>
      </DocSection>

      <DocSection id="first-request" title={t('first.title')}>
        <p>{t('first.text')}</p>
        <CodeBlock label="curl" code={curlExample(origin)} testId="curl-example" />
        <CodeBlock label={t('first.response')} code={FIRST_RESPONSE} />
      </DocSection>

      <DocSection id="subscriptions" title={t('subscriptions.title')}>
        <p>{t('subscriptions.text')}</p>
        <CodeBlock label="JavaScript (graphql-ws)" code={subscriptionExample(origin)} testId="subscription-example" />
        <p>{t('subscriptions.available')}</p>
        <p>{t('subscriptions.closed')}</p>
      </DocSection>
    </>
  );
}
