import { zodResolver } from '@hookform/resolvers/zod';
import {
  isCurrency,
  minimumWithdrawalMinor,
  parseDecimalAmount,
  type CurrencyCode,
  type MessageId,
} from '@kuza/common';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { z } from 'zod';

export interface CashOutFormValues {
  payoutMethodId: string;
  /** As typed, in the currency's major units ("25.50"). */
  amount: string;
}

export interface CashOutFormInput {
  payoutMethodId: string;
  amountMinor: bigint;
}

/** What the rules need to know beyond the form: the currency and its available balance. */
export interface CashOutContext {
  currency: string;
  availableMinor: bigint;
}

const M = {
  selectMethod: 'money.selectMethod',
  invalidAmount: 'money.invalidAmount',
  belowMinimum: 'wallet.belowMinimum',
  insufficientFunds: 'wallet.insufficientFunds',
} as const satisfies Record<string, MessageId>;

/**
 * Spec §5 Cash out, made real: a method, then an amount greater than 0, then at least the currency's minimum (the
 * same one the help text names, common/'s minimumWithdrawalMinor), and no more than the available balance. The
 * server checks all of it again.
 */
export function cashOutFormSchema({ currency, availableMinor }: CashOutContext) {
  const code: CurrencyCode = isCurrency(currency) ? currency : 'USD';
  return z.object({
    payoutMethodId: z.string({ error: M.selectMethod }).min(1, M.selectMethod),
    amount: z.string({ error: M.invalidAmount }).transform((text, ctx) => {
      const minor = parseDecimalAmount(text, code);
      if (minor === null || minor <= 0n) ctx.addIssue({ code: 'custom', message: M.invalidAmount });
      else if (minor < minimumWithdrawalMinor(code)) ctx.addIssue({ code: 'custom', message: M.belowMinimum });
      else if (minor > availableMinor) ctx.addIssue({ code: 'custom', message: M.insufficientFunds });
      else return minor;
      return z.NEVER;
    }),
  });
}

/** The form's resolver: the rules above for the currency and balance passed as the form's context. */
export const cashOutResolver: Resolver<CashOutFormValues, CashOutContext, CashOutFormInput> = async (
  values,
  context,
  options,
): Promise<ResolverResult<CashOutFormValues, CashOutFormInput>> => {
  const result = await zodResolver(cashOutFormSchema(context ?? { currency: 'USD', availableMinor: 0n }))(
    values,
    context,
    options,
  );
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  const parsed = result.values as { payoutMethodId: string; amount: bigint };
  return { values: { payoutMethodId: parsed.payoutMethodId, amountMinor: parsed.amount }, errors: {} };
};
