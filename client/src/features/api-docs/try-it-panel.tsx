import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { exampleBody, requestUrl, type Endpoint, type OpenApiDocument } from './openapi-document';

interface Answer {
  status: number;
  headers: string;
  body: string;
}

// The headers worth showing next to a response (rate limits, paging, caching).
const SHOWN_HEADERS = ['content-type', 'etag', 'link', 'location', 'retry-after', 'x-ratelimit-remaining'];

/** Sends one request to this Kuza instance with the caller's key, and shows the answer as it came. */
export function TryItPanel({
  document,
  endpoint,
  apiKey,
}: {
  document: OpenApiDocument;
  endpoint: Endpoint;
  apiKey: string;
}) {
  const { t } = useTranslation('api-docs');
  const { operation, method, path } = endpoint;
  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'header');
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() => (jsonSchema ? exampleBody(document, jsonSchema) : ''));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = async () => {
    setSending(true);
    setFailed(false);
    try {
      const headers: Record<string, string> = {};
      if (apiKey.trim()) headers.authorization = `Bearer ${apiKey.trim()}`;
      if (jsonSchema) headers['content-type'] = 'application/json';
      const response = await fetch(requestUrl(path, values, parameters), {
        method,
        headers,
        body: jsonSchema ? body : undefined,
      });
      const text = await response.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON (an empty 204 or 304): shown as it is.
      }
      const shown = SHOWN_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value ? [`${name}: ${value}`] : [];
      });
      setAnswer({ status: response.status, headers: shown.join('\n'), body: pretty });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const id = (name: string) => `${operation.operationId}-${name}`;
  return (
    <div className="space-y-3 rounded-md border bg-muted/30 p-3" data-testid={`try-${operation.operationId}`}>
      {parameters.map((parameter) => (
        <div key={parameter.name} className="grid gap-1">
          <Label htmlFor={id(parameter.name)}>
            {parameter.name}
            {parameter.required ? ' *' : ''}
          </Label>
          <Input
            id={id(parameter.name)}
            dir="ltr"
            value={values[parameter.name] ?? ''}
            onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
          />
        </div>
      ))}
      {jsonSchema && (
        <div className="grid gap-1">
          <Label htmlFor={id('body')}>{t('viewer.body')}</Label>
          <Textarea
            id={id('body')}
            dir="ltr"
            className="font-mono text-xs"
            rows={5}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
      )}
      <Button type="button" size="sm" onClick={() => void send()} disabled={sending}>
        {t('viewer.send')}
      </Button>
      {failed && <p className="text-sm text-destructive">{t('viewer.networkError')}</p>}
      {answer && (
        <div className="space-y-1" aria-live="polite">
          <p className="text-sm font-semibold">{t('viewer.status', { status: answer.status })}</p>
          <pre dir="ltr" className="overflow-x-auto rounded bg-[#1f1a17] p-3 text-xs text-[#f6efe6]">
            <code>{[answer.headers, answer.body].filter(Boolean).join('\n\n')}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
