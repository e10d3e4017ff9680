import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a timestamp in the reader's language (Intl), e.g. "12 Mar 2025, 14:05". */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
