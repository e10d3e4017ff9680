import { lazy, Suspense } from 'react';
import { Download, SquareTerminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { KEY_PLACEHOLDER } from './api-facts';
import { DocSection } from './doc-parts';

// The REST reference viewer loads in a chunk of its own, once this section renders.
const OpenApiViewer = lazy(() => import('./openapi-viewer').then((m) => ({ default: m.OpenApiViewer })));

/** Where the schema and the playground are, and the REST API's reference (its OpenAPI document) with Try it. */
export function ReferenceLinksSections() {
  const { t } = useTranslation('api-docs');
  return (
    <>
      <DocSection id="schema" title={t('schema.title')}>
        <p>{t('schema.text')}</p>
        <p>{t('schema.playgroundText', { header: `{"Authorization": "Bearer ${KEY_PLACEHOLDER}"}` })}</p>
        <div className="flex flex-wrap gap-3">
          {/* Both are served by the API server itself, outside the single-page app. */}
          <Button asChild variant="outline">
            <a href="/schema.graphql" download>
              <Download aria-hidden />
              {t('schema.sdl')}
            </a>
          </Button>
          <Button asChild>
            <a href="/graphiql">
              <SquareTerminal aria-hidden />
              {t('schema.playground')}
            </a>
          </Button>
        </div>
      </DocSection>

      <DocSection id="rest" title={t('rest.title')}>
        <p>{t('rest.text')}</p>
        <p>{t('rest.conventions')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href="/api/openapi.json" download>
              <Download aria-hidden />
              {t('rest.document')}
            </a>
          </Button>
        </div>
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('viewer.loading')}</p>}>
          <OpenApiViewer />
        </Suspense>
      </DocSection>
    </>
  );
}
