import type { Pool, QueryResultRow } from 'pg';

/** A named (prepared) statement: PostgreSQL parses and plans it once per connection. The floor's best case. */
export async function prepared<T extends QueryResultRow>(
  pool: Pool,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}

export const CREATED_US = (alias: string) => `(extract(epoch FROM ${alias}.created_at) * 1000000)::bigint::text`;
export const FROM_MICROS = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/** Columns of a post with its author and hashtags, for the floor's one-statement answers. */
export const POST_JSON_COLUMNS = (p: string) => `${p}.id, ${p}.user_id, ${p}.content, ${p}.media_url, ${p}.media_type,
  ${p}.likes_count, ${p}.comments_count, ${p}.shares_count, ${p}.created_at, ${CREATED_US(p)} AS created_us,
  pr.username, pr.avatar_url, pr.is_verified,
  (SELECT COALESCE(json_agg(json_build_object('id', h.id, 'tag', h.tag) ORDER BY h.tag), '[]')
     FROM post_hashtags x JOIN hashtags h ON h.id = x.hashtag_id WHERE x.post_id = ${p}.id) AS hashtags`;

export interface PostJsonRow {
  id: string;
  user_id: string | null;
  content: string;
  media_url: string | null;
  media_type: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: Date;
  created_us: string;
  username: string | null;
  avatar_url: string | null;
  is_verified: boolean | null;
  hashtags: Array<{ id: string; tag: string }>;
}

/** The post as Kuza's BenchPost selection shows it (same fields, same order). */
export function postJson(row: PostJsonRow, viewerHasLiked: boolean) {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    sharesCount: row.shares_count,
    viewerHasLiked,
    author:
      row.user_id && row.username !== null
        ? { id: row.user_id, username: row.username, avatarUrl: row.avatar_url, isVerified: row.is_verified }
        : null,
    hashtags: row.hashtags,
  };
}

export const cursorOf = (kind: string, payload: object) =>
  Buffer.from(JSON.stringify({ k: kind, ...payload })).toString('base64url');

export function keysetOf(kind: string, after: unknown): { us: string; id: string } | null {
  if (typeof after !== 'string' || after === '') return null;
  const value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as {
    k?: string;
    us?: string;
    id?: string;
  };
  if (value.k !== kind || typeof value.us !== 'string' || typeof value.id !== 'string')
    throw new Error('Invalid cursor');
  return { us: value.us, id: value.id };
}
