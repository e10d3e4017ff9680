import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_ACTION_MESSAGES, CAMPAIGN_MESSAGES, messageIdLookup } from '@kuza/common';

/** The wizard rule a server message is (the server answers with common/'s exact texts), if it is one. */
export const campaignRuleId = messageIdLookup(CAMPAIGN_MESSAGES);
const campaignActionId = messageIdLookup(CAMPAIGN_ACTION_MESSAGES);

/** A server message about campaigns in the reader's language; any other text as given, or `fallback` without one. */
export function useCampaignMessage(): (text: string | undefined, fallback: string) => string {
  const { t } = useTranslation('advertising');
  return useCallback(
    (text, fallback) => {
      if (!text) return fallback;
      const rule = campaignRuleId(text);
      if (rule) return t(`rules.${rule}`);
      const action = campaignActionId(text);
      return action ? t(`actions.${action}`) : text;
    },
    [t],
  );
}
