import { useMutation } from '@apollo/client/react';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint_EndpointFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { CreateWebhookEndpointDocument, DeleteWebhookEndpointDocument } from './webhook-operations';

/** Settings → Developer: the caller's webhook endpoints, their signing secret (shown once) and delivery logs. */
export function WebhooksSection({ endpoints }: { endpoints: WebhookEndpoint_EndpointFragment[] }) {
  const { t } = useTranslation('webhooks');
  const { fromError } = useServerMessage();
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateWebhookEndpointDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument);

  const onCreate = async (input: { url: string; events: string[]; description: string | null }) => {
    try {
      const { data } = await create({
        variables: { input },
        update(cache, { data: answer }) {
          const created = answer?.createWebhookEndpoint.endpoint;
          if (!created) return;
          cache.modify({
            fields: {
              webhookEndpoints: (existing, { toReference }) => {
                const added = toReference(created);
                return Array.isArray(existing) && added ? [added, ...existing] : existing;
              },
            },
          });
        },
      });
      setSecret(data?.createWebhookEndpoint.secret ?? null);
    } catch (error) {
      toast({ title: t('toasts.failed'), description: fromError(error, t('toasts.failed')), variant: 'destructive' });
    }
  };

  const onDelete = async (id: string) => {
    try {
      await remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
          cache.gc();
        },
      });
    } catch (error) {
      toast({ title: t('toasts.failed'), description: fromError(error, t('toasts.failed')), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="webhooks-title" className="grid gap-4 rounded-xl border p-4">
      <div>
        <h2 id="webhooks-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <WebhookEndpointForm onCreate={onCreate} busy={loading} />
      {secret && (
        <div className="grid gap-2 rounded-lg bg-ochre/10 p-3 text-sm">
          <p>{t('secret.warning')}</p>
          <div className="flex items-center gap-2">
            <code dir="ltr" className="min-w-0 flex-1 break-all font-mono" data-testid="webhook-secret">
              {secret}
            </code>
            <Button variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(secret)}>
              <Copy aria-hidden />
              {t('secret.copy')}
            </Button>
          </div>
        </div>
      )}
      {endpoints.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p dir="ltr" className="break-all font-mono text-sm">
                    {endpoint.url}
                  </p>
                  {endpoint.description && <p className="text-sm">{endpoint.description}</p>}
                  <p dir="ltr" className="text-xs text-muted-foreground">
                    {endpoint.events.join(', ')}
                  </p>
                  {endpoint.disabledReason && (
                    <p className="text-xs font-medium text-destructive">{t(`disabled.${endpoint.disabledReason}`)}</p>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={open === endpoint.id}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    {t('log.show')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => void onDelete(endpoint.id)}>
                    {t('delete')}
                  </Button>
                </div>
              </div>
              {open === endpoint.id && <WebhookDeliveryLog endpointId={endpoint.id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
