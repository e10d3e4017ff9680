// Paid posts (issue 31): who may read a post beyond its teaser, and what a pay-per-view price may be. Pure rules; the
// zod schemas that use them are in paid-post-schemas.ts.
import { CURRENCIES, type CurrencyCode } from './money';

/** PUBLIC: everyone. MEMBERS: members of one of the post's tiers. PAID: buyers (pay per view). */
export const POST_ACCESS_KINDS = ['PUBLIC', 'MEMBERS', 'PAID'] as const;
export type PostAccessKind = (typeof POST_ACCESS_KINDS)[number];

/** How much of a locked post's text everyone may read: its first characters (Unicode code points). */
export const POST_TEASER_CHARS = 140;

/** A members-only post names at least one and at most this many of its author's tiers. */
export const POST_TIERS_MAX = 5;

/**
 * The teaser of a locked post: its first POST_TEASER_CHARS characters (code points, so no emoji is cut in half),
 * followed by "…" when the text goes on. The rest and the media are for those entitled only.
 */
export function postTeaser(content: string): string {
  const chars = Array.from(content);
  if (chars.length <= POST_TEASER_CHARS) return content;
  return `${chars.slice(0, POST_TEASER_CHARS).join('').trimEnd()}…`;
}

/**
 * A pay-per-view price: at least one whole unit of the currency (1.00 USD, 100 UGX) and at most a million units.
 * Anything smaller costs more in gateway fees than it earns; anything larger is a typing mistake.
 */
export function postPriceRange(currency: CurrencyCode): { minMinor: bigint; maxMinor: bigint } {
  const unit = 10n ** BigInt(CURRENCIES[currency].exponent);
  return { minMinor: unit, maxMinor: unit * 1_000_000n };
}

// What the server says about paid posts: `paidPost.<name>` in messages.ts.
export const PAID_POST_TEMPLATES = {
  accessKind: 'Choose who can see this post.',
  tiersRequired: 'Choose at least one membership tier.',
  tooManyTiers: 'Choose at most {{max}} tiers.',
  tierNotYours: 'Choose one of your own open membership tiers.',
  priceInvalid: 'Enter a price from 1 to 1,000,000 in the chosen currency.',
  notForSale: 'This post is not for sale.',
  cannotBuyOwn: 'You cannot buy your own post.',
  alreadyUnlocked: 'You can already see this post.',
  mediaLocked: 'This file belongs to a locked post.',
} as const;

export const PAID_POST_PARAMS = { tooManyTiers: { max: POST_TIERS_MAX } } as const;
