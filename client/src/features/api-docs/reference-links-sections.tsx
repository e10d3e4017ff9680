import { Download, SquareTerminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { KEY_PLACEHOLDER, PLANNED_ENDPOINTS } from './api-facts';
import { DocSection, InlineCode } from './doc-parts';

const th = 'border-b p-3 text-start font-semibold';
const td = 'border-b p-3 align-top';

/** Where the schema and the playground are, and the planned REST endpoints. */
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
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t('rest.planned')}</Badge>
          {t('rest.text')}
        </p>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" aria-label={t('rest.title')}>
            <thead className="bg-muted/50">
              <tr>
                <th className={th}>{t('rest.method')}</th>
                <th className={th}>{t('rest.path')}</th>
                <th className={th}>{t('rest.purpose')}</th>
                <th className={th}>{t('rest.status')}</th>
              </tr>
            </thead>
            <tbody>
              {PLANNED_ENDPOINTS.map(({ method, path, key }) => (
                <tr key={`${method} ${path}`} data-testid="planned-endpoint">
                  <td className={td}>
                    <InlineCode>{method}</InlineCode>
                  </td>
                  <td className={td}>
                    <InlineCode>{path}</InlineCode>
                  </td>
                  <td className={td}>{t(`rest.items.${key}`)}</td>
                  <td className={td}>
                    <Badge variant="outline">{t('rest.planned')}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DocSection>
    </>
  );
}
