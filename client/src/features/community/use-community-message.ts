import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, communityMessageId } from '@kuza/common';
import { useContentMessage } from '@/lib/use-content-message';

/**
 * A community rule's message (common/community-rules.ts), from the client's own check or the server's error, in the
 * reader's language through community:serverMessages; the shared content messages (an unknown username, ...) as
 * the posts do; anything else as given.
 */
export function useCommunityMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('community');
  const content = useContentMessage();
  // The numbers the messages mention, for the translations' {{placeholders}}.
  const values = useMemo(
    () => ({
      shoutoutMax: LIMITS.shoutoutMaxLength,
      collabMax: LIMITS.collabMessageMaxLength,
      nameMax: LIMITS.circleNameMaxLength,
      descriptionMax: LIMITS.circleDescriptionMaxLength,
      circlePostMax: LIMITS.circlePostMaxLength,
      amountMax: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(LIMITS.collabAmountMaxUsd),
    }),
    [i18n.language],
  );
  return useCallback(
    (message) => {
      const id = message ? communityMessageId(message) : undefined;
      return id ? t(`serverMessages.${id}`, { ...values, defaultValue: message }) : content(message);
    },
    [t, content, values],
  );
}
