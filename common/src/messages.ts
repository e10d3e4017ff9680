// The one table of message ids: every message the server means a client to show, and every message of common/'s
// rules, by a stable id (`<catalog>.<name>`). Errors carry the id in `extensions.messageId`, with the values a
// message names in `extensions.params`; the client translates by id from its `messages` catalogs, keyed by these
// same ids. The English templates stay in their catalogs (the files imported below), which keep exporting them.
import { SUSPENSION_PARAMS, SUSPENSION_TEMPLATES } from './account-rules';
import { API_KEY_PARAMS, API_KEY_TEMPLATES } from './api-key-rules';
import { CAMPAIGN_ACTION_PARAMS, CAMPAIGN_ACTION_TEMPLATES, CAMPAIGN_PARAMS, CAMPAIGN_TEMPLATES } from './campaign-rules';
import { CIRCLE_PARAMS, CIRCLE_TEMPLATES } from './circle-rules';
import { COMMUNITY_PARAMS, COMMUNITY_TEMPLATES } from './community-rules';
import { CONTACT_PARAMS, CONTACT_TEMPLATES } from './contact-messages';
import { CONTENT_PARAMS, CONTENT_TEMPLATES } from './content-rules';
import { fillMessage, type MessageParams } from './message-template';
import { MODERATION_PARAMS, MODERATION_TEMPLATES } from './moderation-rules';
import { MONEY_MESSAGES } from './money-rules';
import { PLATFORM_MESSAGES } from './platform-messages';
import { ANALYTICS_PARAMS, ANALYTICS_TEMPLATES, ERROR_MESSAGES, LOCATION_INPUT_MESSAGES, ROLE_MESSAGES, SESSION_MESSAGES } from './server-messages';
import { SETTINGS_PARAMS, SETTINGS_TEMPLATES } from './settings-options';
import { SPLIT_PARAMS, SPLIT_TEMPLATES } from './split-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

type Scoped<P extends string, T> = { readonly [K in keyof T & string as `${P}.${K}`]: T[K] };

function scoped<P extends string, T extends object>(prefix: P, catalog: T): Scoped<P, T> {
  return Object.fromEntries(Object.entries(catalog).map(([id, value]) => [`${prefix}.${id}`, value])) as Scoped<P, T>;
}

// The spec's money toasts have a title and a text; as an error the server sends the text, or the title alone.
const MONEY_ERRORS = Object.fromEntries(Object.entries(MONEY_MESSAGES).map(([id, toast]) => [id, toast.description ?? toast.title])) as {
  readonly [K in keyof typeof MONEY_MESSAGES]: string;
};

/** Every message by id, in English; `{{name}}` marks a value (MESSAGE_PARAMS holds the fixed ones). */
export const MESSAGES = {
  ...scoped('errors', ERROR_MESSAGES),
  ...scoped('session', SESSION_MESSAGES),
  ...scoped('platform', PLATFORM_MESSAGES),
  ...scoped('validation', VALIDATION_MESSAGES),
  ...scoped('contact', CONTACT_TEMPLATES),
  ...scoped('content', CONTENT_TEMPLATES),
  ...scoped('moderation', MODERATION_TEMPLATES),
  ...scoped('community', COMMUNITY_TEMPLATES),
  ...scoped('circle', CIRCLE_TEMPLATES),
  ...scoped('money', MONEY_ERRORS),
  ...scoped('split', SPLIT_TEMPLATES),
  ...scoped('suspension', SUSPENSION_TEMPLATES),
  ...scoped('role', ROLE_MESSAGES),
  ...scoped('campaign', CAMPAIGN_TEMPLATES),
  ...scoped('campaignAction', CAMPAIGN_ACTION_TEMPLATES),
  ...scoped('apiKey', API_KEY_TEMPLATES),
  ...scoped('settings', SETTINGS_TEMPLATES),
  ...scoped('location', LOCATION_INPUT_MESSAGES),
  ...scoped('analytics', ANALYTICS_TEMPLATES),
} as const;

export type MessageId = keyof typeof MESSAGES;

/** The fixed values of the messages that name some (limits of common/), sent with every error that uses them. */
export const MESSAGE_PARAMS: { readonly [K in MessageId]?: MessageParams } = {
  ...scoped('contact', CONTACT_PARAMS),
  ...scoped('content', CONTENT_PARAMS),
  ...scoped('moderation', MODERATION_PARAMS),
  ...scoped('community', COMMUNITY_PARAMS),
  ...scoped('circle', CIRCLE_PARAMS),
  ...scoped('split', SPLIT_PARAMS),
  ...scoped('suspension', SUSPENSION_PARAMS),
  ...scoped('campaign', CAMPAIGN_PARAMS),
  ...scoped('campaignAction', CAMPAIGN_ACTION_PARAMS),
  ...scoped('apiKey', API_KEY_PARAMS),
  ...scoped('settings', SETTINGS_PARAMS),
  ...scoped('analytics', ANALYTICS_PARAMS),
};

export const isMessageId = (value: unknown): value is MessageId => typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** A message's values: its fixed ones, then those given (a username, a retry delay). */
export function messageParams(id: MessageId, params?: MessageParams): MessageParams {
  return { ...MESSAGE_PARAMS[id], ...params };
}

/** A message in English with its values filled in: what `message` says in an error. */
export function messageText(id: MessageId, params?: MessageParams): string {
  return fillMessage(MESSAGES[id], messageParams(id, params));
}
