import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { InlineCode } from './doc-parts';
import { resolve, typeLabel, type Endpoint, type JsonSchema, type OpenApiDocument } from './openapi-document';
import { TryItPanel } from './try-it-panel';

const METHOD_COLORS: Record<string, string> = {
  GET: 'bg-emerald-600',
  POST: 'bg-sky-600',
  PUT: 'bg-amber-600',
  DELETE: 'bg-red-600',
};

/** The fields of a body schema: name, type, required. */
function SchemaFields({ document, schema }: { document: OpenApiDocument; schema: JsonSchema }) {
  const resolved = resolve(document, schema);
  const required = new Set(resolved.required ?? []);
  const fields = Object.entries(resolved.properties ?? {});
  if (fields.length === 0) return <InlineCode>{typeLabel(schema)}</InlineCode>;
  return (
    <ul className="space-y-1 text-sm">
      {fields.map(([name, property]) => (
        <li key={name}>
          <InlineCode>{name}</InlineCode> <span className="text-muted-foreground">{typeLabel(property)}</span>
          {required.has(name) ? ' *' : ''}
          {property.description ? <span className="text-muted-foreground"> — {property.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One endpoint: what it takes and answers, the scope a key needs, and Try it. */
export function OperationCard({
  document,
  endpoint,
  apiKey,
}: {
  document: OpenApiDocument;
  endpoint: Endpoint;
  apiKey: string;
}) {
  const { t } = useTranslation('api-docs');
  const [trying, setTrying] = useState(false);
  const { method, path, operation } = endpoint;
  const scope = operation['x-kuza-scope'];
  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'header');
  const bodies = Object.entries(operation.requestBody?.content ?? {});
  return (
    <article className="space-y-3 rounded-lg border p-4" data-testid="rest-endpoint" aria-label={`${method} ${path}`}>
      <header className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold text-white ${METHOD_COLORS[method] ?? ''}`}>
          {method}
        </span>
        <InlineCode>/api{path}</InlineCode>
        {scope ? <Badge variant="outline">{t('viewer.scope', { scope: scope.toLowerCase() })}</Badge> : null}
      </header>
      <p className="text-sm">{operation.summary}</p>
      {parameters.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{t('viewer.parameters')}</h4>
          <ul className="space-y-1 text-sm">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <InlineCode>{parameter.name}</InlineCode>{' '}
                <span className="text-muted-foreground">
                  {parameter.in} · {typeLabel(parameter.schema)}
                  {parameter.required ? ' *' : ''}
                  {parameter.description ? ` — ${parameter.description}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {bodies.map(([mediaType, { schema }]) => (
        <div key={mediaType}>
          <h4 className="text-sm font-semibold">{t('viewer.requestBody', { mediaType })}</h4>
          <SchemaFields document={document} schema={schema} />
        </div>
      ))}
      <div>
        <h4 className="text-sm font-semibold">{t('viewer.responses')}</h4>
        <ul className="space-y-1 text-sm">
          {Object.entries(operation.responses).map(([status, response]) => {
            const schema = Object.values(response.content ?? {})[0]?.schema;
            return (
              <li key={status}>
                <InlineCode>{status}</InlineCode> {response.description}
                {schema ? <span className="text-muted-foreground"> · {typeLabel(schema)}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={() => setTrying(!trying)} aria-expanded={trying}>
        {t('viewer.tryIt')}
      </Button>
      {trying && <TryItPanel document={document} endpoint={endpoint} apiKey={apiKey} />}
    </article>
  );
}
