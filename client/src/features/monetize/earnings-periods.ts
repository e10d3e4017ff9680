/** A period of UTC days, both ends included, as the earnings query takes it. */
export interface EarningsPeriod {
  from: string;
  to: string;
}

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString();

/** Today, this month so far and last month, in UTC days (the ledger's daily totals are by UTC day). */
export function earningsPeriods(now: Date = new Date()): {
  today: EarningsPeriod;
  month: EarningsPeriod;
  lastMonth: EarningsPeriod;
} {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = day(year, month, now.getUTCDate());
  return {
    today: { from: today, to: today },
    month: { from: day(year, month, 1), to: today },
    // Day 0 of this month is the last day of the previous one.
    lastMonth: { from: day(year, month - 1, 1), to: day(year, month, 0) },
  };
}
