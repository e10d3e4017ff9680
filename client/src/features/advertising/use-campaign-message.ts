import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_ACTION_MESSAGES, CAMPAIGN_MESSAGES, type CampaignMessageId } from '@kuza/common';

const idOf = <T extends Record<string, string>>(messages: T, text: string) =>
  (Object.keys(messages) as Array<keyof T & string>).find((id) => messages[id] === text);

/** The wizard rule a server message is (the server answers with common/'s exact texts), if it is one. */
export const campaignRuleId = (text: string | undefined): CampaignMessageId | undefined => (text ? idOf(CAMPAIGN_MESSAGES, text) : undefined);

/** A server message about campaigns in the reader's language; any other text as given, or `fallback` without one. */
export function useCampaignMessage(): (text: string | undefined, fallback: string) => string {
  const { t } = useTranslation('advertising');
  return useCallback(
    (text, fallback) => {
      if (!text) return fallback;
      const rule = campaignRuleId(text);
      if (rule) return t(`rules.${rule}`);
      const action = idOf(CAMPAIGN_ACTION_MESSAGES, text);
      return action ? t(`actions.${action}`) : text;
    },
    [t],
  );
}
