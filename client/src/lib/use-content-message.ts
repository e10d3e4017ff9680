import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MESSAGES, LIMITS, MODERATION_MESSAGES, REPORT_DETAILS_MAX_LENGTH } from '@kuza/common';
import { useValidationMessage } from '@/i18n/use-validation-message';

type ContentMessageId = keyof typeof CONTENT_MESSAGES;

const idByText = new Map<string, ContentMessageId>(
  Object.entries(CONTENT_MESSAGES).map(([id, text]) => [text, id as ContentMessageId]),
);
const moderationIdByText = new Map<string, string>(Object.entries(MODERATION_MESSAGES).map(([id, text]) => [text, id]));

// The numbers some messages mention, for the translations' {{placeholders}}.
const values = { postMax: LIMITS.postMaxLength, commentMax: LIMITS.commentMaxLength, bioMax: LIMITS.bioMaxLength, pageMax: LIMITS.pageSizeMax, max: REPORT_DETAILS_MAX_LENGTH };

/**
 * Shows a server or shared-rule message in the reader's language: the spec's messages through
 * common:validation, the content rules of @kuza/common through posts:contentMessages, its reports and spam
 * detection rules through moderation:messages; anything else as given.
 */
export function useContentMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(['posts', 'moderation']);
  const validation = useValidationMessage();
  return useCallback(
    (message) => {
      if (!message) return message;
      const id = idByText.get(message);
      if (id) return t(`contentMessages.${id}`, { ...values, defaultValue: message });
      const moderationId = moderationIdByText.get(message);
      return moderationId ? t(`moderation:messages.${moderationId}`, { ...values, defaultValue: message }) : validation(message);
    },
    [t, validation],
  );
}
