import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { EarningsSource } from '@/gql/graphql';
import type { MoneyValue } from '@/lib/money-format';
import { EarningsSummaryDocument } from './earnings-operations';
import { earningsPeriods } from './earnings-periods';
import { DEFAULT_CURRENCY, percentOf } from './money-values';

/** Every source, in the order the screens list them (spec §3's Ads, Subscriptions, Collabs, Tips, and purchases). */
export const EARNINGS_SOURCES = [
  'ADS',
  'MEMBERSHIPS',
  'SPLITS',
  'TIPS',
  'PURCHASES',
] as const satisfies readonly EarningsSource[];

export interface EarningsSummary {
  /** The currency the figures are in: the goal's, else the one earned most this month, else dollars. */
  currency: string;
  today: MoneyValue;
  month: MoneyValue;
  lastMonth: MoneyValue;
  sources: Array<{ source: EarningsSource; month: MoneyValue; lastMonth: MoneyValue }>;
  /** Each UTC day of this month so far, oldest first, in `currency` (days without earnings are zero). */
  days: Array<{ date: string; amount: MoneyValue }>;
  goal: MoneyValue | null;
  /** This month against the goal, 0 to 100 (whole percent, rounded down). */
  goalPercent: number;
  /** Other currencies earned in these periods (the figures above leave them out). */
  otherCurrencies: string[];
  /** Nothing earned in either month. */
  empty: boolean;
}

type Totals = readonly MoneyValue[];
const inCurrency = (totals: Totals, currency: string): MoneyValue => ({
  currency,
  amountMinor: totals.find((total) => total.currency === currency)?.amountMinor ?? '0',
});

/** Today, this month, last month, by source, and the goal: the ledger's earnings for the dashboard's money figures. */
export function useEarningsSummary() {
  // Fixed for the visit, so that the query's variables (and its cache entry) do not change under it.
  const [periods] = useState(() => earningsPeriods());
  const { data, loading, error, refetch } = useQuery(EarningsSummaryDocument, {
    variables: periods,
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return { summary: undefined, loading, error, refetch };

  const largest = [...data.month.total].sort((a, b) => (BigInt(b.amountMinor) > BigInt(a.amountMinor) ? 1 : -1))[0];
  const goal = data.month.goal?.amount ?? null;
  const currency = goal?.currency ?? largest?.currency ?? data.lastMonth.total[0]?.currency ?? DEFAULT_CURRENCY;
  const bySource = (list: typeof data.month.bySource, source: EarningsSource): MoneyValue =>
    inCurrency(
      list.filter((item) => item.source === source).map((item) => item.amount),
      currency,
    );
  const month = inCurrency(data.month.total, currency);
  const seen = new Set([...data.today.total, ...data.month.total, ...data.lastMonth.total].map((m) => m.currency));
  seen.delete(currency);
  const summary: EarningsSummary = {
    currency,
    today: inCurrency(data.today.total, currency),
    month,
    lastMonth: inCurrency(data.lastMonth.total, currency),
    sources: EARNINGS_SOURCES.map((source) => ({
      source,
      month: bySource(data.month.bySource, source),
      lastMonth: bySource(data.lastMonth.bySource, source),
    })),
    days: monthDays(periods.month.from, periods.month.to).map((date) => ({
      date,
      amount: inCurrency(
        data.month.byDay.filter((day) => day.date === date).map((day) => day.amount),
        currency,
      ),
    })),
    goal,
    goalPercent: goal ? Math.min(100, Math.floor(percentOf(month.amountMinor, goal.amountMinor) ?? 0)) : 0,
    otherCurrencies: [...seen].sort(),
    empty: data.month.total.length === 0 && data.lastMonth.total.length === 0,
  };
  return { summary, loading, error, refetch };
}

/** The YYYY-MM-DD days from `from` to `to` (ISO instants at UTC midnight), both included. */
function monthDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(from); day <= new Date(to); day = new Date(day.getTime() + 86_400_000)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
