// Direct messages (issue 33): one-to-one conversations. Their limits and messages, in one place for the server's
// errors and the client's forms (the zod schema is in dm-schemas.ts, so screens showing only messages skip zod).
import { fillCatalog } from './message-template';

export const DM_LIMITS = {
  /** Characters of one message's text. */
  contentMaxLength: 2000,
  /** sendMessage's token bucket: 20 at once, then one every two seconds. */
  rateBurst: 20,
  ratePerMinute: 30,
} as const;

export const DM_TEMPLATES = {
  contentRequired: 'Write a message or add an image.',
  contentTooLong: 'Messages can be at most {{dmMax}} characters.',
  recipientRequired: 'Choose whom to write to.',
  cannotMessageSelf: "You can't send a message to yourself.",
  cannotMessage: "You can't send messages to this person.",
  conversationNotFound: 'This conversation does not exist.',
  messageNotFound: 'This message does not exist.',
  requestNotFound: 'This message request does not exist.',
  imagesOnly: 'Messages can carry one image (PNG, JPG, GIF or WebP).',
  reportOwnMessage: "You can't report your own message.",
  alreadyReported: 'You have already reported this message.',
} as const;

export const DM_PARAMS = {
  contentTooLong: { dmMax: DM_LIMITS.contentMaxLength },
} as const;

export const DM_MESSAGES = /*#__PURE__*/ fillCatalog(DM_TEMPLATES, DM_PARAMS);
export type DmMessageId = keyof typeof DM_MESSAGES;
