// The one table of message ids: every message the server means a client to show, and every message of common/'s
// rules, by a stable id (`<catalog>.<name>`). Errors carry the id in `extensions.messageId`, with the values a
// message names in `extensions.params`; the client translates by id from its `messages` catalogs, keyed by these
// same ids. The English templates stay in their catalogs (the files imported below), which keep exporting them.
import { SUSPENSION_TEMPLATES } from './account-rules';
import { API_KEY_TEMPLATES } from './api-key-rules';
import { BLOCK_TEMPLATES } from './block-rules';
import { CAMPAIGN_ACTION_TEMPLATES, CAMPAIGN_TEMPLATES } from './campaign-rules';
import { CIRCLE_TEMPLATES } from './circle-rules';
import { COMMUNITY_TEMPLATES } from './community-rules';
import { CONTACT_TEMPLATES } from './contact-messages';
import { CONTENT_TEMPLATES } from './content-rules';
import { CONVERSATION_TEMPLATES } from './conversation-rules';
import { DM_TEMPLATES } from './dm-rules';
import { messageParams } from './message-params';
import { fillMessage, scopedCatalog, type MessageParams } from './message-template';
import { MEMBERSHIP_TEMPLATES } from './membership-rules';
import { MODERATION_TEMPLATES } from './moderation-rules';
import { MONEY_MESSAGES } from './money-rules';
import { PAID_POST_TEMPLATES } from './paid-post-rules';
import { PAYMENT_MESSAGES } from './payment-messages';
import { PLATFORM_MESSAGES } from './platform-messages';
import { REST_API_TEMPLATES } from './rest-api-messages';
import {
  ANALYTICS_TEMPLATES,
  ERROR_MESSAGES,
  LOCATION_INPUT_MESSAGES,
  ROLE_MESSAGES,
  SESSION_MESSAGES,
} from './server-messages';
import { SEARCH_TEMPLATES } from './search-rules';
import { SETTINGS_TEMPLATES } from './settings-options';
import { SPLIT_TEMPLATES } from './split-rules';
import { VALIDATION_MESSAGES } from './validation-messages';
import { WALLET_TEMPLATES } from './wallet-messages';
import { WEBHOOK_TEMPLATES } from './webhook-rules';

// The spec's money toasts have a title and a text; as an error the server sends the text, or the title alone.
const MONEY_ERRORS = Object.fromEntries(
  Object.entries(MONEY_MESSAGES).map(([id, toast]) => [id, toast.description ?? toast.title]),
) as {
  readonly [K in keyof typeof MONEY_MESSAGES]: string;
};

/** Every message by id, in English; `{{name}}` marks a value (MESSAGE_PARAMS, in message-params.ts, holds the fixed ones). */
export const MESSAGES = {
  ...scopedCatalog('errors', ERROR_MESSAGES),
  ...scopedCatalog('session', SESSION_MESSAGES),
  ...scopedCatalog('platform', PLATFORM_MESSAGES),
  ...scopedCatalog('validation', VALIDATION_MESSAGES),
  ...scopedCatalog('contact', CONTACT_TEMPLATES),
  ...scopedCatalog('content', CONTENT_TEMPLATES),
  ...scopedCatalog('moderation', MODERATION_TEMPLATES),
  ...scopedCatalog('community', COMMUNITY_TEMPLATES),
  ...scopedCatalog('circle', CIRCLE_TEMPLATES),
  ...scopedCatalog('money', MONEY_ERRORS),
  ...scopedCatalog('payment', PAYMENT_MESSAGES),
  ...scopedCatalog('paidPost', PAID_POST_TEMPLATES),
  ...scopedCatalog('split', SPLIT_TEMPLATES),
  ...scopedCatalog('wallet', WALLET_TEMPLATES),
  ...scopedCatalog('suspension', SUSPENSION_TEMPLATES),
  ...scopedCatalog('role', ROLE_MESSAGES),
  ...scopedCatalog('campaign', CAMPAIGN_TEMPLATES),
  ...scopedCatalog('campaignAction', CAMPAIGN_ACTION_TEMPLATES),
  ...scopedCatalog('apiKey', API_KEY_TEMPLATES),
  ...scopedCatalog('settings', SETTINGS_TEMPLATES),
  ...scopedCatalog('location', LOCATION_INPUT_MESSAGES),
  ...scopedCatalog('analytics', ANALYTICS_TEMPLATES),
  ...scopedCatalog('search', SEARCH_TEMPLATES),
  ...scopedCatalog('dm', DM_TEMPLATES),
  ...scopedCatalog('membership', MEMBERSHIP_TEMPLATES),
  ...scopedCatalog('webhook', WEBHOOK_TEMPLATES),
  ...scopedCatalog('restApi', REST_API_TEMPLATES),
  ...scopedCatalog('conversation', CONVERSATION_TEMPLATES),
  ...scopedCatalog('block', BLOCK_TEMPLATES),
} as const;

export type MessageId = keyof typeof MESSAGES;

export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** A message in English with its values filled in: what `message` says in an error. */
export function messageText(id: MessageId, params?: MessageParams): string {
  return fillMessage(MESSAGES[id], messageParams(id, params));
}
