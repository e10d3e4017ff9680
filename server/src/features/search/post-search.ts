import type { DataSource } from 'typeorm';
import { sqlRows } from '../../db/sql';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';
import {
  extrasColumns,
  extrasJoin,
  extrasOf,
  postColumns,
  toPost,
  type ExtrasRow,
  type Post,
  type PostRow,
  type PostSelection,
} from '../posts';
import type { PostSearchCursor, ScoredKey, WindowKey } from './search-cursors';
import { matchesReadableSql, postScoreSql, readableVectorSql, tsquerySql, visibleAuthorSql } from './search-sql';

/**
 * How many of the newest matching posts are ranked together. Ranking every match of a common word would cost more
 * as posts accumulate; a window costs about the same at 1M posts as at 1K: the newest 500 matches come from the
 * newest-first index (posts_created_idx, checking each post's vector) or, for rarer words, from the GIN index.
 */
export const SEARCH_WINDOW = 500;
/** Windows read for one page at most (a page that empties a window goes on in the next, older one). */
const WINDOWS_PER_PAGE = 4;

interface WindowRequest {
  query: string;
  /** Only authors with a public profile (anonymous callers). */
  anonymous: boolean;
  /** The searcher (null: anonymous): people blocked either way or muted by them are left out. */
  viewerId: string | null;
  /** The app's clock now: whose membership gives access to a locked post. */
  accessAt: Date;
  /** The moment of the first page, in microseconds; null on the first page (the statement's own moment). */
  nowUs: string | null;
  /** Older than this; null for the newest window (up to `now`). */
  window: WindowKey | null;
  /** After this post of the window's ranking; null from its start. */
  last: ScoredKey | null;
  limit: number;
  selection: PostSelection;
  windowSize: number;
}

interface WindowPage {
  posts: Array<{ post: Post; score: string }>;
  nowUs: string;
  /** Matches in the window (the window's size when it is full: older ones may follow). */
  size: number;
  oldest: WindowKey | null;
}

interface SearchRow extends PostRow, ExtrasRow {
  now_us: string;
  window_size: number;
  oldest_us: string | null;
  oldest_id: string | null;
  search_score: string | null;
}

/** One window's matches, ranked, after `last`, at most `limit` of them, with the window's size and oldest post. */
async function windowPage(db: DataSource, r: WindowRequest): Promise<WindowPage> {
  const params: unknown[] = [r.query, r.windowSize, r.nowUs, r.anonymous, r.limit, r.viewerId, r.accessAt];
  const now = '(SELECT at FROM t)';
  let bound = `p.created_at <= ${now}`;
  if (r.window) {
    params.push(r.window.us, r.window.id);
    bound = `(p.created_at, p.id) < (${microsToTimestamp(`$${params.length - 1}`)}, $${params.length}::uuid)`;
  }
  let after = '';
  if (r.last) {
    params.push(r.last.s, r.last.id);
    after = `WHERE (s.score, s.id) < ($${params.length - 1}::numeric, $${params.length}::uuid)`;
  }
  // One row of the window's facts (stats), joined to the page's posts: an empty page still says them.
  const rows = await sqlRows<SearchRow>(
    db,
    `WITH t AS (SELECT COALESCE(${microsToTimestamp('$3')}, statement_timestamp()) AS at),
     win AS (
       SELECT p.id, p.created_at, ${readableVectorSql('p', '$6::uuid', '$7::timestamptz')} AS search_vector FROM posts p
       WHERE p.search_vector @@ ${tsquerySql('$1::text')} AND ${bound} AND ${visibleAuthorSql('p.user_id', '$4::boolean', '$6::uuid', true)}
         AND ${matchesReadableSql('p', tsquerySql('$1::text'), '$6::uuid', '$7::timestamptz')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $2
     ),
     oldest AS (SELECT ${createdMicros('w')}::text AS us, w.id FROM win w ORDER BY w.created_at, w.id LIMIT 1),
     stats AS (
       SELECT (SELECT ${createdMicros('t')}::text FROM (SELECT at AS created_at FROM t) t) AS now_us,
              (SELECT count(*)::int FROM win) AS window_size, o.us AS oldest_us, o.id AS oldest_id
       FROM (SELECT 1) one LEFT JOIN oldest o ON true
     ),
     page AS (
       SELECT s.id, s.score FROM (
         SELECT w.id, ${postScoreSql('w.search_vector', tsquerySql('$1::text'), 'w.created_at', now)} AS score FROM win w
       ) s ${after}
       ORDER BY s.score DESC, s.id DESC LIMIT $5
     )
     SELECT st.*, pg.score::text AS search_score, ${postColumns('p')}${extrasColumns(db, 'p', r.selection)}
     FROM stats st LEFT JOIN page pg ON true LEFT JOIN posts p ON p.id = pg.id ${extrasJoin('p.user_id', r.selection)}
     ORDER BY pg.score DESC, pg.id DESC`,
    params,
  );
  const [first] = rows;
  return {
    posts: rows
      .filter((row) => row.id !== null && row.search_score !== null)
      .map((row) => ({ post: Object.assign(toPost(row), { loaded: extrasOf(db, row) }), score: row.search_score! })),
    nowUs: first.now_us,
    size: first.window_size,
    oldest: first.oldest_us && first.oldest_id ? { us: first.oldest_us, id: first.oldest_id } : null,
  };
}

export interface PostSearchPage {
  rows: Array<{ post: Post; cursor: PostSearchCursor }>;
  hasNextPage: boolean;
}

export interface PostSearch {
  query: string;
  anonymous: boolean;
  viewerId: string | null;
  /** The app's clock now (memberships give access until a moment). */
  accessAt: Date;
  size: number;
  cursor: PostSearchCursor | null;
  selection: PostSelection;
  /** SEARCH_WINDOW; smaller in tests, to cross windows with a few posts. */
  windowSize?: number;
}

/**
 * Posts matching the query, best first (search-sql.ts postScoreSql) within each window of the newest matches,
 * window after window: `size` of them and whether more follow. The cursor pins the first page's moment, so scores
 * and the first window stay the same while a reader pages on.
 */
export async function searchPosts(db: DataSource, search: PostSearch): Promise<PostSearchPage> {
  const windowSize = search.windowSize ?? SEARCH_WINDOW;
  let nowUs = search.cursor?.now ?? null;
  let window = search.cursor?.w ?? null;
  let last = search.cursor?.l ?? null;
  const rows: PostSearchPage['rows'] = [];
  for (let read = 0; read < WINDOWS_PER_PAGE; read++) {
    const limit = search.size + 1 - rows.length;
    const page = await windowPage(db, { ...search, nowUs, window, last, limit, windowSize });
    nowUs = page.nowUs;
    for (const { post, score } of page.posts)
      rows.push({ post, cursor: { now: page.nowUs, w: window, l: { s: score, id: post.id } } });
    if (rows.length > search.size) return { rows: rows.slice(0, search.size), hasNextPage: true };
    // A window that is not full holds the oldest matches: nothing follows.
    if (page.size < windowSize || !page.oldest) return { rows, hasNextPage: false };
    window = page.oldest;
    last = null;
  }
  // Windows remain: the next page starts after the last post shown (its window is used up).
  return { rows, hasNextPage: rows.length > 0 };
}
