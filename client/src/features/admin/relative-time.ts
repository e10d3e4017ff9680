/** "2 hours ago" in the reader's language, for sample items that carry an age in hours. */
export function hoursAgo(hours: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return hours < 24 ? format.format(-hours, 'hour') : format.format(-Math.round(hours / 24), 'day');
}
