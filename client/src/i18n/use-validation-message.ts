import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageId, platformMessageId, validationMessageId } from '@kuza/common';

/**
 * Translates one of the spec's exact messages (from the shared zod schemas or a server BAD_USER_INPUT error)
 * via `common:validation.<id>`; any other text is shown as given.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback(
    (message) => {
      if (!message) return message;
      const id = validationMessageId(message) ?? contactMessageId(message);
      if (id) return t(`validation.${id}`, { defaultValue: message });
      const platform = platformMessageId(message);
      return platform ? t(`platform.${platform}`, { defaultValue: message }) : message;
    },
    [t],
  );
}
