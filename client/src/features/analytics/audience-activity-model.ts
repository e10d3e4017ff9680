// Audience Insights' breakdowns from the server's counts: activity by part of the reader's local day, and followers'
// languages. Percentages are whole numbers that add up to 100 (largest remainder), or all 0 without any count.

export const DAY_PERIODS = [
  { id: 'morning', from: 6, to: 12 },
  { id: 'afternoon', from: 12, to: 18 },
  { id: 'evening', from: 18, to: 24 },
  { id: 'night', from: 0, to: 6 },
] as const;

export type DayPeriodId = (typeof DAY_PERIODS)[number]['id'];

export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, n) => sum + n, 0);
  const order = exact.map((value, i) => ({ i, rest: value - floors[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * The 24 UTC-hour counts gathered into the reader's morning, afternoon, evening and night. `offsetMinutes` is the
 * local time's offset east of UTC (Lagos +60, Nairobi +180); half-hour zones count an hour where it starts.
 */
export function activityByPeriod(utcHours: readonly number[], offsetMinutes: number) {
  const counts = DAY_PERIODS.map(() => 0);
  utcHours.forEach((n, utcHour) => {
    const local = (((utcHour * 60 + offsetMinutes) % 1440) + 1440) % 1440;
    const hour = Math.floor(local / 60);
    counts[DAY_PERIODS.findIndex((period) => hour >= period.from && hour < period.to)]! += n;
  });
  const percents = wholePercents(counts);
  return DAY_PERIODS.map((period, i) => ({ id: period.id, count: counts[i]!, percent: percents[i]! }));
}

/** The reader's offset east of UTC now, in minutes. */
export const localOffsetMinutes = (at = new Date()) => -at.getTimezoneOffset();
