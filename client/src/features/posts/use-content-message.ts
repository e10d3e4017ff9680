import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MESSAGES, LIMITS } from '@kuza/common';
import { useValidationMessage } from '@/i18n/use-validation-message';

type ContentMessageId = keyof typeof CONTENT_MESSAGES;

const idByText = new Map<string, ContentMessageId>(
  Object.entries(CONTENT_MESSAGES).map(([id, text]) => [text, id as ContentMessageId]),
);

// The numbers some messages mention, for the translations' {{placeholders}}.
const values = { postMax: LIMITS.postMaxLength, commentMax: LIMITS.commentMaxLength, bioMax: LIMITS.bioMaxLength, pageMax: LIMITS.pageSizeMax };

/**
 * Shows a server or shared-rule message in the reader's language: the spec's messages through
 * common:validation, the content rules of @kuza/common through posts:contentMessages; anything else as given.
 */
export function useContentMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('posts');
  const validation = useValidationMessage();
  return useCallback(
    (message) => {
      if (!message) return message;
      const id = idByText.get(message);
      return id ? t(`contentMessages.${id}`, { ...values, defaultValue: message }) : validation(message);
    },
    [t, validation],
  );
}
