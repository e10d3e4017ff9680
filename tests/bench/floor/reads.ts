import { normalizeTag } from '@kuza/common';
import type { Pool } from 'pg';
import { FROM_MICROS, POST_JSON_COLUMNS, cursorOf, keysetOf, postJson, prepared, type PostJsonRow } from './sql';

export async function trending(pool: Pool, variables: { limit?: number }) {
  const rows = await prepared<{ id: string; tag: string; usage_count: number }>(
    pool,
    'trending',
    `SELECT id, tag, usage_count FROM hashtags WHERE usage_count > 0 AND NOT offensive ORDER BY usage_count DESC, tag ASC LIMIT $1`,
    [variables.limit ?? 10],
  );
  return { trendingHashtags: rows.map((r) => ({ id: r.id, tag: r.tag, usageCount: r.usage_count })) };
}

const tagPage = (bound: string) => `
  SELECT ${POST_JSON_COLUMNS('p')}
  FROM hashtags t
  CROSS JOIN LATERAL (
    SELECT ph.post_id FROM post_hashtags ph WHERE ph.hashtag_id = t.id ${bound}
    ORDER BY ph.post_created_at DESC, ph.post_id DESC LIMIT $2
  ) page
  JOIN posts p ON p.id = page.post_id
  LEFT JOIN profiles pr ON pr.id = p.user_id
  WHERE t.tag = $1
  ORDER BY p.created_at DESC, p.id DESC`;

const FIRST = tagPage('');
const AFTER = tagPage(`AND (ph.post_created_at, ph.post_id) < (${FROM_MICROS('$3')}, $4::uuid)`);

/** One statement: the tag, one index range of its posts, their authors and hashtags. */
export async function postsByHashtag(pool: Pool, variables: { tag: string; first?: number; after?: string | null }) {
  const first = variables.first ?? 20;
  const keyset = keysetOf('tag', variables.after);
  const tag = normalizeTag(variables.tag.trim());
  const rows = keyset
    ? await prepared<PostJsonRow>(pool, 'tag-after', AFTER, [tag, first + 1, keyset.us, keyset.id])
    : await prepared<PostJsonRow>(pool, 'tag-first', FIRST, [tag, first + 1]);
  const edges = rows
    .slice(0, first)
    .map((row) => ({ cursor: cursorOf('tag', { us: row.created_us, id: row.id }), node: postJson(row, false) }));
  return {
    postsByHashtag: { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } },
  };
}
