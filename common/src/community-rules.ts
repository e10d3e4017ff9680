// Spec §3-§5 "Community": Shoutouts and Collab Requests (and Circles' messages, from circle-rules.ts). The spec words only the shoutout's two required fields
// (money-rules.ts checkShoutout, with their toast texts); every other rule and message of the two features is here,
// in one place for the server's errors and the client's forms.
import { LIMITS } from './limits';
import { roundDecimalAmount } from './money';
import { fillCatalog } from './message-template';

/** The kinds of collab a creator can offer (the Collab Requests screen's types). */
export const COLLAB_TYPES = ['brandDeal', 'feature', 'sponsoredPost', 'podcastGuest'] as const;
export type CollabTypeName = (typeof COLLAB_TYPES)[number];

/**
 * A request is `new` until its recipient opens its Details, then `pending` until they accept or decline it
 * (spec §3: status pending or new).
 */
export const COLLAB_STATUSES = ['new', 'pending', 'accepted', 'declined'] as const;
export type CollabStatusName = (typeof COLLAB_STATUSES)[number];

export const COMMUNITY_TEMPLATES = {
  shoutoutTooLong: 'Shoutouts can be at most {{shoutoutMax}} characters.',
  cannotShoutoutSelf: "You can't give yourself a shoutout.",
  repeatedShoutout: "You have already sent this shoutout. Kuza's spam detection blocks repeated shoutouts.",
  collabTypeRequired: 'Choose what kind of collab you are offering.',
  collabAmountInvalid: 'Enter an offer in US dollars: 0 or more.',
  collabAmountTooLarge: 'Offers can be at most {{amountMax, currency(currency: USD; maximumFractionDigits: 0)}}.',
  collabMessageRequired: 'Please tell them what you have in mind.',
  collabMessageTooLong: 'Collab messages can be at most {{collabMax}} characters.',
  cannotCollabSelf: "You can't send a collab request to yourself.",
  collabRequestsOff: 'This creator is not taking collab requests right now.',
  collabAlreadyOpen: 'You already have an open collab request with this creator. Wait for their answer.',
  collabNotFound: 'This collab request does not exist.',
  collabNotYours: 'Only the creator who received this collab request can open or answer it.',
  collabAlreadyDecided: 'This collab request was already answered.',
} as const;

export const COMMUNITY_PARAMS = {
  shoutoutTooLong: { shoutoutMax: LIMITS.shoutoutMaxLength },
  collabAmountTooLarge: { amountMax: LIMITS.collabAmountMaxUsd },
  collabMessageTooLong: { collabMax: LIMITS.collabMessageMaxLength },
} as const;

export const COMMUNITY_MESSAGES = /*#__PURE__*/ fillCatalog(COMMUNITY_TEMPLATES, COMMUNITY_PARAMS);
export type CommunityMessageId = keyof typeof COMMUNITY_MESSAGES;

/** A username as typed in a form: trimmed, with or without its leading @. */
export function normalizeUsername(text: string): string {
  return text.trim().replace(/^@/, '').trim();
}

/** The offer typed in dollars as whole cents, rounded half up from its decimal text; null when it is not an amount. */
export function collabAmountCents(amount: string | number): bigint | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount;
  return roundDecimalAmount(text, 'USD');
}
