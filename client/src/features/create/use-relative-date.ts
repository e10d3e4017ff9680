import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/i18n/relative-time';

/** "Just now" under a minute (spec §4), then "5 minutes ago", "yesterday"... in the reader's language. */
export function useRelativeDate(): (iso: string, now?: number) => string {
  const { t, i18n } = useTranslation('create');
  return useCallback(
    (iso, now = Date.now()) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      if (Number.isNaN(seconds) || Math.abs(seconds) < 60) return t('drafts.justNow');
      return relativeTime(iso, i18n.language, now);
    },
    [t, i18n.language],
  );
}
