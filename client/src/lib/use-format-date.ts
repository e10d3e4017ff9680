import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format-date';

/** Formats a timestamp in the reader's language, e.g. "12 Mar 2025, 14:05" (Yorùbá and Amharic with a fallback). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string) => formatDateTime(iso, language), [language]);
}
