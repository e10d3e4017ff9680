import { useQuery } from '@apollo/client/react';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import { useFormatDate } from '@/lib/use-format-date';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';

export const GatewayStatusDocument = graphql(`
  query GatewayStatus {
    paymentGatewayStatus {
      mode
      provider
      lastWebhookAt
      lastWebhookVerified
      pendingCheckouts
      failedCheckouts
      pendingPayouts
      failedPayouts
      pendingCount
      failedCount
    }
  }
`);

/** Admin (psfaba): the payment gateway's mode and provider, its last webhook and whether it verified, and the counts. */
export function GatewayStatusCard() {
  const { t } = useTranslation('monetize');
  const formatDate = useFormatDate();
  const { data, error, refetch } = useQuery(GatewayStatusDocument, { fetchPolicy: 'cache-and-network' });
  const status = data?.paymentGatewayStatus;
  return (
    <Card aria-labelledby="gateway-status-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="gateway-status-title" className="flex items-center gap-2">
          <Activity aria-hidden className="size-5 text-primary" />
          {t('gateway.title')}
        </CardTitle>
        {status && (
          <Badge variant={status.mode === 'TEST' ? 'outline' : 'default'} data-testid="gateway-mode">
            {t(`gateway.modes.${status.mode}`)}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {error && !data ? (
          <LoadError text={t('gateway.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
        ) : !status ? (
          <Spinner className="mx-auto" />
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="gateway-status">
            <dt className="text-muted-foreground">{t('gateway.provider')}</dt>
            <dd>{t(`gateway.providers.${status.provider}`, { defaultValue: status.provider })}</dd>
            <dt className="text-muted-foreground">{t('gateway.lastWebhook')}</dt>
            <dd>
              {status.lastWebhookAt
                ? t(status.lastWebhookVerified ? 'gateway.verified' : 'gateway.notVerified', {
                    date: formatDate(status.lastWebhookAt),
                  })
                : t('gateway.noWebhook')}
            </dd>
            <dt className="text-muted-foreground">{t('gateway.pending')}</dt>
            <dd className="tabular-nums" data-testid="gateway-pending">
              {t('gateway.counts', {
                total: status.pendingCount,
                checkouts: status.pendingCheckouts,
                payouts: status.pendingPayouts,
              })}
            </dd>
            <dt className="text-muted-foreground">{t('gateway.failed')}</dt>
            <dd className="tabular-nums" data-testid="gateway-failed">
              {t('gateway.counts', {
                total: status.failedCount,
                checkouts: status.failedCheckouts,
                payouts: status.failedPayouts,
              })}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
