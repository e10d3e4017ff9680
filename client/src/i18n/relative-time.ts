const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "now" in the reader's language, in the largest whole unit; a time slightly ahead (clock
 * skew) reads as now. The one relative-time formatter of the app (drafts add their own "Just now").
 */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.min(0, Math.trunc((new Date(iso).getTime() - now) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (-seconds >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(seconds, 'second');
}
