import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMessageId } from '@kuza/common';

/** A server's Split Earnings message in the reader's language (`split.errors.<id>`); other messages as they came. */
export function useSplitMessage() {
  const { t } = useTranslation('monetize');
  return useCallback(
    (message: string | undefined, values: Record<string, string> = {}) => {
      const id = splitMessageId(message);
      return id ? t(`split.errors.${id}`, values) : (message ?? t('split.failed'));
    },
    [t],
  );
}
