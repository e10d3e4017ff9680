import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "Just now" under a minute (spec §4), then "5 minutes ago", "yesterday"... in the reader's language. */
export function useRelativeDate(): (iso: string, now?: number) => string {
  const { t, i18n } = useTranslation('create');
  return useCallback(
    (iso, now = Date.now()) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      if (Number.isNaN(seconds) || Math.abs(seconds) < 60) return t('drafts.justNow');
      const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
      const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS[UNITS.length - 1];
      return format.format(Math.round(seconds / size), unit);
    },
    [t, i18n.language],
  );
}
