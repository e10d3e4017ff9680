import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { GettingStartedSections } from './getting-started-sections';
import { LimitsSections } from './limits-sections';
import { ReferenceLinksSections } from './reference-links-sections';

const TOC = [
  'endpoint',
  'auth',
  'first-request',
  'subscriptions',
  'errors',
  'rate-limits',
  'query-limits',
  'schema',
  'rest',
] as const;

/** /api-reference (public): how to use the real Kuza GraphQL API with an API key. */
export function ApiReferencePage() {
  const { t } = useTranslation('api-docs');
  usePageTitle(t('title'));
  // Examples name the server this page came from, so they can be pasted as they are.
  const origin = window.location.origin;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
      <header className="space-y-3 lg:col-span-2">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('subtitle')}</p>
      </header>
      <nav aria-label={t('toc.label')} className="lg:sticky lg:top-24 lg:self-start">
        <p className="mb-2 text-sm font-semibold">{t('toc.label')}</p>
        <ol className="space-y-1 text-sm">
          {TOC.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-muted-foreground hover:text-primary hover:underline">
                {t(`toc.${id}`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-12">
        <GettingStartedSections origin={origin} />
        <LimitsSections />
        <ReferenceLinksSections />
      </div>
    </div>
  );
}
