// The fixed values of the messages that name some (limits of common/), by message id: sent with every error that
// uses them, and filled in by a client translating a rule it checked itself. Apart from messages.ts so that a client
// gets these few values without the table's English texts.
import { SUSPENSION_PARAMS } from './account-rules';
import { API_KEY_PARAMS } from './api-key-rules';
import { CAMPAIGN_ACTION_PARAMS, CAMPAIGN_PARAMS } from './campaign-rules';
import { CIRCLE_PARAMS } from './circle-rules';
import { COMMUNITY_PARAMS } from './community-rules';
import { DM_PARAMS } from './dm-rules';
import { CONTACT_PARAMS } from './contact-messages';
import { CONTENT_PARAMS } from './content-rules';
import { scopedCatalog, type MessageParams } from './message-template';
import { MEMBERSHIP_PARAMS } from './membership-rules';
import { MODERATION_PARAMS } from './moderation-rules';
import { ANALYTICS_PARAMS } from './server-messages';
import { SEARCH_PARAMS } from './search-rules';
import { SETTINGS_PARAMS } from './settings-options';
import { SPLIT_PARAMS } from './split-rules';
import { WALLET_PARAMS } from './wallet-messages';

export const MESSAGE_PARAMS: Readonly<Record<string, MessageParams | undefined>> = {
  ...scopedCatalog('contact', CONTACT_PARAMS),
  ...scopedCatalog('content', CONTENT_PARAMS),
  ...scopedCatalog('moderation', MODERATION_PARAMS),
  ...scopedCatalog('community', COMMUNITY_PARAMS),
  ...scopedCatalog('dm', DM_PARAMS),
  ...scopedCatalog('circle', CIRCLE_PARAMS),
  ...scopedCatalog('split', SPLIT_PARAMS),
  ...scopedCatalog('wallet', WALLET_PARAMS),
  ...scopedCatalog('suspension', SUSPENSION_PARAMS),
  ...scopedCatalog('campaign', CAMPAIGN_PARAMS),
  ...scopedCatalog('campaignAction', CAMPAIGN_ACTION_PARAMS),
  ...scopedCatalog('apiKey', API_KEY_PARAMS),
  ...scopedCatalog('settings', SETTINGS_PARAMS),
  ...scopedCatalog('analytics', ANALYTICS_PARAMS),
  ...scopedCatalog('search', SEARCH_PARAMS),
  ...scopedCatalog('membership', MEMBERSHIP_PARAMS),
};

/** A message's values: its fixed ones, then those given (a username, a retry delay). */
export function messageParams(id: string, params?: MessageParams): MessageParams {
  return { ...MESSAGE_PARAMS[id], ...params };
}
