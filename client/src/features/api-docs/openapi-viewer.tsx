import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { KEY_PLACEHOLDER } from './api-facts';
import { endpointsByTag, type OpenApiDocument } from './openapi-document';
import { OperationCard } from './operation-card';

/**
 * The REST reference, read from this instance's /api/openapi.json (so it always shows what the server serves), with
 * Try it. Loaded on demand (rest-reference.tsx): the page's own chunk does not carry it.
 */
export function OpenApiViewer() {
  const { t } = useTranslation('api-docs');
  const [document, setDocument] = useState<OpenApiDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [apiKey, setApiKey] = useState('');

  useEffect(() => {
    let live = true;
    fetch('/api/openapi.json')
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<OpenApiDocument>;
      })
      .then((loaded) => live && setDocument(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <p className="text-sm text-destructive">{t('viewer.loadFailed')}</p>;
  if (!document) return <p className="text-sm text-muted-foreground">{t('viewer.loading')}</p>;
  return (
    <div className="space-y-6">
      <div className="grid max-w-xl gap-1">
        <Label htmlFor="rest-api-key">{t('viewer.keyLabel')}</Label>
        <Input
          id="rest-api-key"
          dir="ltr"
          type="password"
          autoComplete="off"
          placeholder={KEY_PLACEHOLDER}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">{t('viewer.keyHint')}</p>
      </div>
      {endpointsByTag(document).map(([tag, endpoints]) => (
        <section key={tag} className="space-y-3" aria-label={tag}>
          <h3 className="text-lg font-semibold">{tag}</h3>
          {endpoints.map((endpoint) => (
            <OperationCard
              key={`${endpoint.method} ${endpoint.path}`}
              document={document}
              endpoint={endpoint}
              apiKey={apiKey}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
