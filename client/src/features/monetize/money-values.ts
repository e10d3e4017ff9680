import type { MoneyValue } from '@/lib/money-format';

/** The currency of an account that holds none yet (spec §9 quotes dollars). */
export const DEFAULT_CURRENCY = 'USD';

export const zero = (currency: string): MoneyValue & { __typename: 'Money' } => ({
  __typename: 'Money',
  amountMinor: '0',
  currency,
});

/** A balance row of zeros, as a new account's wallet shows it. */
export function zeroBalance(currency: string) {
  return {
    __typename: 'WalletBalance' as const,
    currency,
    available: zero(currency),
    pending: zero(currency),
    withdrawing: zero(currency),
    lifetime: zero(currency),
  };
}

/** `part` as a percentage of `whole`, rounded down to a tenth (BigInt: exact); null when `whole` is 0. */
export function percentOf(part: string, whole: string): number | null {
  const base = BigInt(whole);
  if (base === 0n) return null;
  return Number((BigInt(part) * 1000n) / base) / 10;
}

/** The change from `previous` to `current` in percent, to a tenth; null when there was nothing before. */
export function changePercentOf(current: string, previous: string): number | null {
  const change = percentOf((BigInt(current) - BigInt(previous)).toString(), previous);
  return change;
}
