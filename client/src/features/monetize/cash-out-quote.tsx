import { addBusinessDays, withdrawalFee, type PayoutMethodKind } from '@kuza/common';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money-format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** The fee (common/'s FEE_SCHEDULE), what arrives and when, before the creator confirms. */
export function CashOutQuote({
  amountMinor,
  currency,
  kind,
}: {
  amountMinor: bigint | null;
  currency: string;
  kind: PayoutMethodKind | undefined;
}) {
  const { t, i18n } = useTranslation('monetize');
  const { money } = useMoney();
  const quote = kind && amountMinor !== null && amountMinor > 0n ? withdrawalFee(amountMinor, kind) : null;
  const arrival = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(addBusinessDays(new Date()));
  const value = (minor: bigint) => money({ amountMinor: minor.toString(), currency });
  return (
    <Card className="gap-3 py-4" aria-live="polite">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{t('cashout.summary')}</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        {quote && amountMinor !== null ? (
          <dl className="grid grid-cols-2 gap-y-1 text-sm" data-testid="cashout-quote">
            <dt>{t('cashout.summaryAmount')}</dt>
            <dd className="text-end tabular-nums" dir="ltr">
              {value(amountMinor)}
            </dd>
            <dt>{t('cashout.summaryFee', { percent: quote.basisPoints / 100 })}</dt>
            <dd className="text-end tabular-nums" data-testid="cashout-fee" dir="ltr">
              {value(quote.feeMinor)}
            </dd>
            <dt className="font-semibold">{t('cashout.summaryNet')}</dt>
            <dd className="text-end font-semibold tabular-nums" data-testid="cashout-net" dir="ltr">
              {value(quote.netMinor)}
            </dd>
            <dt>{t('cashout.arrival')}</dt>
            <dd className="text-end" data-testid="cashout-arrival">
              {arrival}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('cashout.summaryEmpty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
