import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format-date';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { RedeliverWebhookDocument, WebhookDeliveriesDocument } from './webhook-operations';

/** An endpoint's delivery log: each event's status, latest answer (status, latency, excerpt) and Redeliver. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const { fromError } = useServerMessage();
  const { data, loading, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { endpointId } });
  const [redeliver] = useMutation(RedeliverWebhookDocument);
  const deliveries = data?.webhookDeliveries.edges.map((edge) => edge.node) ?? [];

  const onRedeliver = async (deliveryId: string) => {
    try {
      await redeliver({ variables: { deliveryId } });
      toast({ title: t('log.redelivering') });
    } catch (error) {
      toast({ title: t('log.failed'), description: fromError(error, t('log.failed')), variant: 'destructive' });
    }
  };

  if (loading && !data) return <p className="text-sm text-muted-foreground">{t('log.loading')}</p>;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-semibold">{t('log.title')}</h4>
        <Button variant="ghost" size="sm" onClick={() => void refetch()}>
          {t('log.refresh')}
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('log.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('log.title')}>
          {deliveries.map((delivery) => (
            <li
              key={delivery.id}
              className="grid gap-1 rounded-md bg-muted/40 p-2 text-sm"
              data-testid="webhook-delivery"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <code dir="ltr">{delivery.eventType}</code> · {t(`status.${delivery.status}`)} ·{' '}
                  {t('log.attempts', { count: delivery.attempts })}
                </span>
                <Button variant="outline" size="sm" onClick={() => void onRedeliver(delivery.id)}>
                  {t('log.redeliver')}
                </Button>
              </div>
              {delivery.lastAttempt && (
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(delivery.lastAttempt.attemptedAt, i18n.language)} ·{' '}
                  {delivery.lastAttempt.statusCode ?? '—'} · {t('log.latency', { ms: delivery.lastAttempt.latencyMs })}
                  {delivery.lastAttempt.error ? ` · ${delivery.lastAttempt.error}` : ''}
                </p>
              )}
              {delivery.lastAttempt?.responseExcerpt && (
                <pre dir="ltr" className="max-h-24 overflow-auto whitespace-pre-wrap text-xs">
                  {delivery.lastAttempt.responseExcerpt}
                </pre>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
