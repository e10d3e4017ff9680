import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_MESSAGES, REPORT_DETAILS_MAX_LENGTH } from '@kuza/common';
import { useContentMessage } from '@/features/posts/use-content-message';

const idByText = new Map(Object.entries(MODERATION_MESSAGES).map(([id, text]) => [text as string, id]));

/** A server message about reports and moderation in the reader's language (content messages as posts show them). */
export function useModerationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('moderation');
  const content = useContentMessage();
  return useCallback(
    (message) => {
      const id = message ? idByText.get(message) : undefined;
      return id ? t(`messages.${id}`, { max: REPORT_DETAILS_MAX_LENGTH, defaultValue: message }) : content(message);
    },
    [t, content],
  );
}
