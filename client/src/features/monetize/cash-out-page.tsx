import { Banknote, Bitcoin, Smartphone } from 'lucide-react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAWAL_METHODS,
  moneyIssueOf,
  parseAmount,
  withdrawalQuote,
  type CashOutInput,
  type CashOutValues,
  type WithdrawalMethodId,
} from '@kuza/common';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import { cn } from '@/lib/utils';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';
import { SAMPLE_WALLET } from './sample-money';
import { ScreenHeader } from '@/ui/screen-header';
import { useIssueToast } from '@/lib/use-issue-toast';
import { useLazyResolver } from '@/lib/lazy-resolver';

const ICONS: Record<WithdrawalMethodId, typeof Smartphone> = {
  mobile_money: Smartphone,
  bank_transfer: Banknote,
  crypto: Bitcoin,
};

/**
 * /dashboard/cashout: choose a method (fees of spec §9), enter an amount, see the fee and the net amount, confirm.
 * Rules of spec §5: a method, then an amount greater than 0; no balance check and no minimum (the help text's $10 is
 * only a hint). Confirming shows a toast and resets the form.
 */
export function CashOutPage() {
  const { t } = useTranslation('monetize');
  const money = useMoney();
  const showIssue = useIssueToast('monetize');
  const { register, control, handleSubmit, reset } = useForm<CashOutValues, unknown, CashOutInput>({
    resolver: useLazyResolver(() => import('./money-resolvers').then((m) => m.cashOutResolver)),
    defaultValues: { amount: '' },
    shouldFocusError: false,
  });
  // The summary follows what is typed.
  const [method, amount] = useWatch({ control, name: ['method', 'amount'] });
  const value = parseAmount(amount ?? '');
  const quote = method && Number.isFinite(value) && value > 0 ? withdrawalQuote(value, method) : null;

  // Spec §5: the first failing rule, as its toast.
  const onInvalid = (errors: FieldErrors<CashOutValues>) => {
    const issue = moneyIssueOf(errors.method?.message ?? errors.amount?.message);
    if (issue) showIssue(issue);
  };

  const onValid = (input: CashOutInput) => {
    const { net } = withdrawalQuote(input.amount, input.method);
    toast({
      title: t('cashout.requested'),
      description: t('cashout.requestedText', {
        net: money.usd(net),
        method: t(`cashout.methods.${input.method}.name`),
      }),
    });
    reset();
  };

  return (
    <section aria-labelledby="cashout-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="cashout-title" title={t('cashout.title')} subtitle={t('cashout.subtitle')}>
        <SampleBadge withNote />
      </ScreenHeader>
      <p className="rounded-xl border bg-card p-4 shadow-sm">
        <span className="block text-sm text-muted-foreground">{t('cashout.balance')}</span>
        <span className="text-2xl font-bold tabular-nums">{money.usd(SAMPLE_WALLET.available)}</span>
      </p>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-lg font-semibold">{t('cashout.methodLegend')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {WITHDRAWAL_METHODS.map(({ id, feePercent }) => {
              const Icon = ICONS[id];
              return (
                <label
                  key={id}
                  className={cn(
                    'flex cursor-pointer flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs hover:border-primary/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                    method === id && 'border-primary bg-accent/40',
                  )}
                >
                  <input type="radio" value={id} {...register('method')} className="sr-only" />
                  <Icon aria-hidden className="size-6 text-primary" />
                  <span className="font-medium">{t(`cashout.methods.${id}.name`)}</span>
                  <span className="text-xs text-muted-foreground">{t(`cashout.methods.${id}.text`)}</span>
                  <span className="text-sm font-semibold">{t('cashout.fee', { percent: feePercent })}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="cashout-amount">{t('cashout.amount')}</Label>
          <Input
            id="cashout-amount"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder={t('cashout.amountPlaceholder')}
            {...register('amount')}
            aria-describedby="cashout-help"
          />
          <p id="cashout-help" className="text-xs text-muted-foreground">
            {t('cashout.minimum')} · {t('cashout.payoutTime')}
          </p>
        </div>
        <Card className="gap-3 py-4" aria-live="polite">
          <CardHeader className="px-4">
            <CardTitle className="text-base">{t('cashout.summary')}</CardTitle>
          </CardHeader>
          <CardContent className="px-4">
            {quote ? (
              <dl className="grid grid-cols-2 gap-y-1 text-sm" data-testid="cashout-quote">
                <dt>{t('cashout.summaryAmount')}</dt>
                <dd className="text-end tabular-nums">{money.usd(value)}</dd>
                <dt>{t('cashout.summaryFee', { percent: quote.feePercent })}</dt>
                <dd className="text-end tabular-nums" data-testid="cashout-fee">
                  {money.usd(quote.fee)}
                </dd>
                <dt className="font-semibold">{t('cashout.summaryNet')}</dt>
                <dd className="text-end font-semibold tabular-nums" data-testid="cashout-net">
                  {money.usd(quote.net)}
                </dd>
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">{t('cashout.summaryEmpty')}</p>
            )}
          </CardContent>
        </Card>
        <Button type="submit" size="lg" className="self-start">
          {t('cashout.confirm')}
        </Button>
      </form>
    </section>
  );
}
