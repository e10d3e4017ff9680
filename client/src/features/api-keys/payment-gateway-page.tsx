import { Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GatewayStatusCard } from '@/features/monetize';
import { ApiKeyList } from './api-key-list';
import { PaymentGatewayKeyForm } from './payment-gateway-key-form';
import { useApiKeys } from './use-api-keys';

/** /dashboard/admin/psfaba: the payment gateway's state, and keys that authenticate a payment-gateway partner. */
export function PaymentGatewayPage() {
  const { t } = useTranslation('api-keys');
  const { data, error } = useApiKeys('PAYMENT_GATEWAY');
  return (
    <section aria-labelledby="gateway-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 id="gateway-title" className="text-3xl font-bold tracking-tight">
          {t('gateway.title')}
        </h1>
        <p className="text-muted-foreground">{t('gateway.subtitle')}</p>
      </header>
      <GatewayStatusCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <PaymentGatewayKeyForm />
        <aside
          className="grid content-start gap-3 rounded-xl border border-primary/20 bg-accent/50 p-6"
          aria-labelledby="gateway-info"
        >
          <h2 id="gateway-info" className="flex items-center gap-2 text-lg font-semibold">
            <Info className="size-5 text-primary" aria-hidden />
            {t('gateway.infoTitle')}
          </h2>
          <p className="text-sm">{t('gateway.infoText')}</p>
          <ol className="list-decimal space-y-1 ps-5 text-sm">
            <li>{t('gateway.infoStep1')}</li>
            <li>{t('gateway.infoStep2')}</li>
            <li>
              {t('gateway.infoStep3')}{' '}
              <code dir="ltr" className="font-mono text-xs">
                Authorization: Bearer &lt;key&gt;
              </code>
            </li>
          </ol>
        </aside>
      </div>
      <div role="note" className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div>
          <p className="font-semibold">{t('gateway.warningTitle')}</p>
          <p className="text-sm">{t('gateway.warningText')}</p>
        </div>
      </div>
      <ApiKeyList
        title={t('gateway.listTitle')}
        keys={data?.apiKeys}
        failed={Boolean(error)}
        emptyText={t('gateway.emptyText')}
        maskStyle="integration"
      />
    </section>
  );
}
