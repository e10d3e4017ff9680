import type { Pool } from 'pg';
import { FROM_MICROS, POST_JSON_COLUMNS, cursorOf, keysetOf, postJson, prepared, type PostJsonRow } from './sql';

// Everyone's newest posts as Kuza's `posts` lists them (without the people blocked either way or muted by the
// viewer), with authors, hashtags and the viewer's likes: one statement, one index range.
const newestPage = (bound: string) => `
  SELECT ${POST_JSON_COLUMNS('p')}, EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $2) AS liked
  FROM posts p LEFT JOIN profiles pr ON pr.id = p.user_id
  WHERE (p.user_id IS NULL OR p.user_id NOT IN (
      SELECT blocked_id FROM blocks WHERE blocker_id = $2 UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = $2
      UNION ALL SELECT muted_id FROM mutes WHERE muter_id = $2)) ${bound}
  ORDER BY p.created_at DESC, p.id DESC LIMIT $1`;

const FIRST = newestPage('');
const AFTER = newestPage(`AND (p.created_at, p.id) < (${FROM_MICROS('$3')}, $4::uuid)`);

export async function newestPosts(pool: Pool, viewerId: string, variables: { first?: number; after?: string | null }) {
  const first = variables.first ?? 20;
  const keyset = keysetOf('posts', variables.after);
  type Row = PostJsonRow & { liked: boolean };
  const rows = keyset
    ? await prepared<Row>(pool, 'newest-after', AFTER, [first + 1, viewerId, keyset.us, keyset.id])
    : await prepared<Row>(pool, 'newest-first', FIRST, [first + 1, viewerId]);
  const edges = rows
    .slice(0, first)
    .map((row) => ({ cursor: cursorOf('posts', { us: row.created_us, id: row.id }), node: postJson(row, row.liked) }));
  return { posts: { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } } };
}
