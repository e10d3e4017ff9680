import { decodeCursor, encodeCursor } from '../../kernel/keyset-cursor';
import { badInput } from '../../graphql/errors';
import { isUuid } from '../../kernel/sql';

// Opaque cursors of the three lists of a search (kernel/keyset-cursor.ts: base64url JSON with the list's kind).

const SCORE = /^\d{1,6}(\.\d{1,9})?$/;
const MICROS = /^\d{1,17}$/;

/** A position in a list ordered by score (highest first), then id. */
export interface ScoredKey {
  s: string;
  id: string;
}

/** Where a window of posts starts: older than this (created_at in microseconds, id). */
export interface WindowKey {
  us: string;
  id: string;
}

/** A page of posts: the moment the first page was searched (scores use it), its window, the last post shown. */
export interface PostSearchCursor {
  now: string;
  w: WindowKey | null;
  l: ScoredKey | null;
}

const isScored = (v: unknown): v is ScoredKey =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ScoredKey).s === 'string' &&
  SCORE.test((v as ScoredKey).s) &&
  typeof (v as ScoredKey).id === 'string' &&
  isUuid((v as ScoredKey).id);

const isWindow = (v: unknown): v is WindowKey =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as WindowKey).us === 'string' &&
  MICROS.test((v as WindowKey).us) &&
  typeof (v as WindowKey).id === 'string' &&
  isUuid((v as WindowKey).id);

const invalid = () => badInput('after', 'content.invalidCursor');

export const encodePostCursor = (cursor: PostSearchCursor) => encodeCursor('search-posts', cursor);

export function decodePostCursor(after: string | null): PostSearchCursor | null {
  if (!after) return null;
  const { now, w, l } = decodeCursor('search-posts', after);
  if (typeof now !== 'string' || !MICROS.test(now)) throw invalid();
  if (w !== null && !isWindow(w)) throw invalid();
  if (l !== null && !isScored(l)) throw invalid();
  return { now, w, l };
}

export const encodePeopleCursor = (key: ScoredKey) => encodeCursor('search-people', { s: key.s, id: key.id });

export function decodePeopleCursor(after: string | null): ScoredKey | null {
  if (!after) return null;
  const value = decodeCursor('search-people', after);
  if (!isScored(value)) throw invalid();
  return { s: value.s, id: value.id };
}

/** A page of hashtags: most used first, then by tag. */
export interface HashtagKey {
  u: number;
  t: string;
}

export const encodeHashtagCursor = (key: HashtagKey) => encodeCursor('search-hashtags', { u: key.u, t: key.t });

export function decodeHashtagCursor(after: string | null): HashtagKey | null {
  if (!after) return null;
  const { u, t } = decodeCursor('search-hashtags', after);
  if (typeof u !== 'number' || !Number.isInteger(u) || u < 0 || typeof t !== 'string') throw invalid();
  return { u, t };
}
