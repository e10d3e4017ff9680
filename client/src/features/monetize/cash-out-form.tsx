import {
  FEE_SCHEDULE,
  formatMinor,
  isCurrency,
  minimumWithdrawalMinor,
  moneyIssueOf,
  parseDecimalAmount,
  type MessageId,
} from '@kuza/common';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayoutMethod_MethodFragment, WalletBalances_WalletFragment } from '@/gql/graphql';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { useIssueToast } from '@/lib/use-issue-toast';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import { CashOutQuote } from './cash-out-quote';
import type { CashOutContext, CashOutFormInput, CashOutFormValues } from './cash-out-schema';
import { DEFAULT_CURRENCY, zeroBalance } from './money-values';
import { METHOD_ICONS } from './method-icons';
import { useRequestWithdrawal } from './use-request-withdrawal';

type Balance = WalletBalances_WalletFragment['balances'][number];

interface CashOutFormProps {
  balances: readonly Balance[];
  methods: readonly PayoutMethod_MethodFragment[];
}

/** The Cash Out form: a saved method, a currency the account holds, an amount; the rules of cash-out-schema.ts. */
export function CashOutForm({ balances, methods }: CashOutFormProps) {
  const { t, i18n } = useTranslation('monetize');
  const { money } = useMoney();
  const { text, fromError } = useServerMessage();
  const showIssue = useIssueToast('monetize');
  const ids = { amount: useId(), currency: useId() };
  const held = balances.length > 0 ? balances : [zeroBalance(DEFAULT_CURRENCY)];
  const [currency, setCurrency] = useState(
    () => held.find((balance) => BigInt(balance.available.amountMinor) > 0n)?.currency ?? held[0]!.currency,
  );
  const balance = held.find((item) => item.currency === currency) ?? held[0]!;
  const context: CashOutContext = { currency, availableMinor: BigInt(balance.available.amountMinor) };
  const minimumMinor = isCurrency(currency) ? minimumWithdrawalMinor(currency) : 0n;
  const minimum = money({ amountMinor: minimumMinor.toString(), currency });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CashOutFormValues, CashOutContext, CashOutFormInput>({
    resolver: useLazyResolver(() => import('./money-resolvers').then((m) => m.cashOutResolver)),
    context,
    defaultValues: { payoutMethodId: '', amount: '' },
    shouldFocusError: false,
  });
  const [methodId, amount] = useWatch({ control, name: ['payoutMethodId', 'amount'] });
  const method = methods.find((item) => item.id === methodId);
  const typedMinor = isCurrency(currency) ? parseDecimalAmount(amount ?? '', currency) : null;
  const request = useRequestWithdrawal();

  // The rule's text, with the values it names (the minimum is the one the help text shows).
  const ruleText = (message: string | undefined) =>
    message === 'wallet.belowMinimum'
      ? text('wallet.belowMinimum', {
          minimum: isCurrency(currency) ? formatMinor(minimumMinor, currency) : '',
          currency,
        })
      : message
        ? text(message as MessageId)
        : undefined;

  const onInvalid = (failed: FieldErrors<CashOutFormValues>) => {
    const message = failed.payoutMethodId?.message ?? failed.amount?.message;
    const issue = moneyIssueOf(message);
    if (issue) showIssue(issue);
    else toast({ title: t('cashout.notRequested'), description: ruleText(message), variant: 'destructive' });
  };

  const onValid = async ({ payoutMethodId, amountMinor }: CashOutFormInput) => {
    try {
      const withdrawal = await request({ payoutMethodId, amountMinor, currency });
      toast({
        title: t('cashout.requested'),
        description: t('cashout.requestedText', {
          net: money(withdrawal.net),
          method: t(`methodKinds.${withdrawal.methodKind}`),
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(withdrawal.expectedBy)),
        }),
      });
      reset();
    } catch (failure) {
      toast({ title: t('cashout.notRequested'), description: fromError(failure, t('failed')), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
      <p className="rounded-xl border bg-card p-4 shadow-sm">
        <span className="block text-sm text-muted-foreground">{t('cashout.balance')}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="cashout-available" dir="ltr">
          {money(balance.available)}
        </span>
      </p>
      {held.length > 1 && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.currency}>{t('cashout.currency')}</Label>
          <select
            id={ids.currency}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            className="h-9 w-40 rounded-md border bg-background px-2"
          >
            {held.map((item) => (
              <option key={item.currency} value={item.currency}>
                {item.currency}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold">{t('cashout.methodLegend')}</legend>
        {methods.length === 0 ? (
          <div className="flex flex-col gap-2 rounded-xl border border-dashed p-4 text-sm" data-testid="no-methods">
            <p>{t('cashout.noMethods')}</p>
            <ul className="text-muted-foreground">
              {(['MOBILE_MONEY', 'BANK_TRANSFER', 'CRYPTO'] as const).map((kind) => (
                <li key={kind}>
                  {t(`methodKinds.${kind}`)} · {t('cashout.fee', { percent: FEE_SCHEDULE.withdrawal[kind] / 100 })}
                </li>
              ))}
            </ul>
            <Link to="/dashboard/wallet" className="font-medium text-primary hover:underline">
              {t('cashout.addMethod')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {methods.map((item) => {
              const Icon = METHOD_ICONS[item.kind];
              return (
                <label
                  key={item.id}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs hover:border-primary/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                    methodId === item.id && 'border-primary bg-accent/40',
                  )}
                >
                  <input type="radio" value={item.id} {...register('payoutMethodId')} className="sr-only" />
                  <Icon aria-hidden className="size-6 text-primary" />
                  <span className="font-medium">{t(`methodKinds.${item.kind}`)}</span>
                  <span className="text-xs text-muted-foreground" dir="ltr">
                    {item.label}
                  </span>
                  <span className="text-sm font-semibold">
                    {t('cashout.fee', { percent: FEE_SCHEDULE.withdrawal[item.kind] / 100 })}
                  </span>
                </label>
              );
            })}
          </div>
        )}
        {errors.payoutMethodId && (
          <p role="alert" className="text-sm text-destructive">
            {ruleText(errors.payoutMethodId.message)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.amount}>{t('cashout.amount', { currency })}</Label>
        <Input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('cashout.amountPlaceholder')}
          dir="ltr"
          {...register('amount')}
          aria-describedby={`${ids.amount}-help`}
          aria-invalid={errors.amount ? true : undefined}
        />
        {errors.amount && (
          <p role="alert" className="text-sm text-destructive">
            {ruleText(errors.amount.message)}
          </p>
        )}
        <p id={`${ids.amount}-help`} className="text-xs text-muted-foreground">
          {t('cashout.minimum', { minimum })} · {t('cashout.payoutTime')}
        </p>
      </div>
      <CashOutQuote amountMinor={typedMinor} currency={currency} kind={method?.kind} />
      <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? t('cashout.confirming') : t('cashout.confirm')}
      </Button>
    </form>
  );
}
