import { badInput } from '../../graphql/errors';
import { decodeCursor, encodeCursor, isKeyset, type Keyset } from '../../kernel/keyset-cursor';

const KIND = 'feed';

/**
 * Where a reader is in the ranked feed. It pins what the ranking depends on, so later pages continue the same
 * order: the candidate window's newest post (`top`, inclusive: posts created later wait for a refresh), the
 * moment the scores are computed for (`now`), the TRENDING tags, the NEARBY country, and the last post shown (`last`).
 */
export interface FeedCursor {
  top: Keyset;
  now: string;
  /** `d`: with NEARBY, the kilometres to the last post's author's city (the first sort key). */
  last: { s: number; us: string; id: string; d?: number } | null;
  /** The feed it belongs to: mode, sorted filters, energy and the feed algorithm (when not ai). */
  feed: string;
  tags: string[] | null;
  /** The NEARBY country. */
  country: string | null;
}

/** The feed a cursor belongs to; a cursor of another algorithm (Feed Preferences changed meanwhile) is refused. */
export const feedKey = (mode: string, filters: readonly string[], energy: number, algorithm = 'ai') =>
  `${mode}|${[...filters].sort().join(',')}|${energy}${algorithm === 'ai' ? '' : `|${algorithm}`}`;

export function encodeFeedCursor(cursor: FeedCursor): string {
  return encodeCursor(KIND, cursor);
}

/**
 * The cursors after each of a page's posts, which share everything but `last`: the same text as encodeFeedCursor
 * gives each ({ k, ...base, last }, `last` the final key), with the shared part written once.
 */
export function encodeFeedCursors(base: Omit<FeedCursor, 'last'>, lasts: NonNullable<FeedCursor['last']>[]): string[] {
  const head = `${JSON.stringify({ k: KIND, ...base }).slice(0, -1)},"last":`;
  return lasts.map((last) => Buffer.from(`${head}${JSON.stringify(last)}}`).toString('base64url'));
}

export function decodeFeedCursor(after: string | null | undefined, feed: string): FeedCursor | null {
  if (after === null || after === undefined || after === '') return null;
  const value = decodeCursor(KIND, after) as Partial<FeedCursor>;
  const last = value.last;
  const validLast =
    last === null ||
    (typeof last === 'object' &&
      last !== undefined &&
      Number.isInteger(last.s) &&
      isKeyset(last) &&
      (last.d === undefined || (Number.isInteger(last.d) && last.d >= 0)));
  const validTags =
    value.tags === null || (Array.isArray(value.tags) && value.tags.every((t) => typeof t === 'string'));
  const validCountry =
    value.country === null || (typeof value.country === 'string' && /^[A-Z]{2}$/.test(value.country));
  if (
    !isKeyset(value.top) ||
    typeof value.now !== 'string' ||
    !/^\d{1,17}$/.test(value.now) ||
    !validLast ||
    !validTags ||
    !validCountry ||
    value.feed !== feed
  ) {
    throw badInput('after', 'content.invalidCursor');
  }
  return {
    top: value.top,
    now: value.now,
    last: last ?? null,
    feed,
    tags: value.tags ?? null,
    country: value.country ?? null,
  };
}
