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
import { postScoreSql, tsquerySql, visibleAuthorSql } from './search-sql';

/**
 * How many of the newest matching posts are ranked together. Ranking every match of a common word would cost more
 * at every data size; a window costs the same at 1M posts as at 1K: the newest 500 matches come from the
 * newest-first index (posts_created_idx, checking each post's vector) or, for rare words, from the GIN index.
 */
export const SEARCH_WINDOW = 500;
/** Windows read for one page at most (a page that empties a window goes on in the next, older one). */
const WINDOWS_PER_PAGE = 4;

interface WindowPage {
  posts: Array<{ post: Post; score: string }>;
  /** Matches in the window (SEARCH_WINDOW when it is full: older ones may follow). */
  size: number;
  oldest: WindowKey | null;
}

interface SearchRow extends PostRow, ExtrasRow {
  window_size: number;
  oldest_us: string | null;
  oldest_id: string | null;
  search_score: string | null;
}

/** One window's matches, ranked, after `last`, at most `limit` of them, with the window's size and oldest post. */
async function windowPage(
  db: DataSource,
  query: string,
  anonymous: boolean,
  nowUs: string,
  window: WindowKey | null,
  last: ScoredKey | null,
  limit: number,
  selection: PostSelection,
): Promise<WindowPage> {
  const params: unknown[] = [query, SEARCH_WINDOW, nowUs, anonymous, limit];
  const now = microsToTimestamp('$3');
  let bound = `p.created_at <= ${now}`;
  if (window) {
    params.push(window.us, window.id);
    bound = `(p.created_at, p.id) < (${microsToTimestamp(`$${params.length - 1}`)}, $${params.length}::uuid)`;
  }
  let after = '';
  if (last) {
    params.push(last.s, last.id);
    after = `WHERE (s.score, s.id) < ($${params.length - 1}::numeric, $${params.length}::uuid)`;
  }
  const rows = await sqlRows<SearchRow>(
    db,
    `WITH q AS (SELECT ${tsquerySql('$1')} AS q),
     win AS (
       SELECT p.id, p.created_at, p.search_vector FROM posts p
       WHERE p.search_vector @@ (SELECT q FROM q) AND ${bound} AND ${visibleAuthorSql('p.user_id', '$4::boolean')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $2
     ),
     oldest AS (SELECT ${createdMicros('w')}::text AS us, w.id FROM win w ORDER BY w.created_at, w.id LIMIT 1),
     stats AS (SELECT (SELECT count(*)::int FROM win) AS window_size, o.us AS oldest_us, o.id AS oldest_id
               FROM (SELECT 1) one LEFT JOIN oldest o ON true),
     page AS (
       SELECT s.id, s.score FROM (
         SELECT w.id, ${postScoreSql('w.search_vector', '(SELECT q FROM q)', 'w.created_at', now)} AS score FROM win w
       ) s ${after}
       ORDER BY s.score DESC, s.id DESC LIMIT $5
     )
     SELECT st.*, pg.score::text AS search_score, ${postColumns('p')}${extrasColumns(db, 'p', selection)}
     FROM stats st LEFT JOIN page pg ON true LEFT JOIN posts p ON p.id = pg.id ${extrasJoin('p.user_id', selection)}
     ORDER BY pg.score DESC, pg.id DESC`,
    params,
  );
  const [first] = rows;
  return {
    posts: rows
      .filter((row) => row.id !== null && row.search_score !== null)
      .map((row) => ({ post: Object.assign(toPost(row), { loaded: extrasOf(db, row) }), score: row.search_score! })),
    size: first?.window_size ?? 0,
    oldest: first?.oldest_us && first.oldest_id ? { us: first.oldest_us, id: first.oldest_id } : null,
  };
}

export interface PostSearchPage {
  rows: Array<{ post: Post; cursor: PostSearchCursor }>;
  hasNextPage: boolean;
}

/**
 * Posts matching `query`, best first (search-sql.ts postScoreSql), window after window (SEARCH_WINDOW): `size`
 * of them and whether more follow.
 */
export async function searchPosts(
  db: DataSource,
  query: string,
  anonymous: boolean,
  size: number,
  cursor: PostSearchCursor | null,
  selection: PostSelection,
): Promise<PostSearchPage> {
  const now =
    cursor?.now ??
    (
      await sqlRows<{ us: string }>(
        db,
        `SELECT ${createdMicros('x')}::text AS us FROM (SELECT clock_timestamp() AS created_at) x`,
      )
    )[0].us;
  let window = cursor?.w ?? null;
  let last = cursor?.l ?? null;
  const rows: PostSearchPage['rows'] = [];
  for (let read = 0; read < WINDOWS_PER_PAGE; read++) {
    const page = await windowPage(db, query, anonymous, now, window, last, size + 1 - rows.length, selection);
    for (const { post, score } of page.posts)
      rows.push({ post, cursor: { now, w: window, l: { s: score, id: post.id } } });
    if (rows.length > size) return { rows: rows.slice(0, size), hasNextPage: true };
    // A window that is not full holds the oldest matches: nothing follows.
    if (page.size < SEARCH_WINDOW || !page.oldest) return { rows, hasNextPage: false };
    window = page.oldest;
    last = null;
  }
  // Windows remain: the next page starts after the last post shown (its window is used up).
  return { rows, hasNextPage: rows.length > 0 };
}
