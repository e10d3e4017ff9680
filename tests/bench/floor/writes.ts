import { isOffensive, parseHashtags } from '@kuza/common';
import type { Pool } from 'pg';
import { postJson, prepared, type PostJsonRow } from './sql';

// createPost in one statement: the post, its tags' upsert (sorted, so concurrent posts lock shared tags in the same
// order) with usage_count + 1 and, for a new tag, whether it uses offensive language (it never trends), the links,
// and the answer with author and hashtags. One statement is one transaction.
const CREATE = `
  WITH p AS (INSERT INTO posts (user_id, content) VALUES ($1, $2) RETURNING *),
  h AS (
    INSERT INTO hashtags AS h (tag, usage_count, offensive)
    SELECT t.tag, 1, t.offensive FROM unnest($3::text[], $4::boolean[]) AS t (tag, offensive) ORDER BY t.tag
    ON CONFLICT (tag) DO UPDATE SET usage_count = h.usage_count + 1 RETURNING h.id, h.tag
  ),
  l AS (INSERT INTO post_hashtags (post_id, hashtag_id, post_created_at) SELECT p.id, h.id, p.created_at FROM p, h)
  SELECT p.id, p.user_id, p.content, p.media_url, p.media_type, p.likes_count, p.comments_count, p.shares_count,
    p.created_at, pr.username, pr.avatar_url, pr.is_verified,
    (SELECT COALESCE(json_agg(json_build_object('id', h.id, 'tag', h.tag) ORDER BY h.tag), '[]') FROM h) AS hashtags
  FROM p LEFT JOIN profiles pr ON pr.id = p.user_id`;

export async function createPost(pool: Pool, viewerId: string, variables: { content: string }) {
  const content = variables.content.trim();
  const tags = [...new Set(parseHashtags(content))];
  const [row] = await prepared<PostJsonRow>(pool, 'create-post', CREATE, [
    viewerId,
    content,
    tags,
    tags.map((tag) => isOffensive(tag)),
  ]);
  return { createPost: postJson(row, false) };
}

const LIKE = `
  WITH added AS (
    INSERT INTO post_likes (post_id, user_id) SELECT id, $2 FROM posts WHERE id = $1
    ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id, created_at
  ), bumped AS (
    UPDATE posts p SET likes_count = p.likes_count + 1, last_liked_at = GREATEST(p.last_liked_at, added.created_at)
    FROM added WHERE p.id = added.post_id RETURNING p.id, p.likes_count
  )
  SELECT id, likes_count FROM bumped UNION ALL SELECT id, likes_count FROM posts WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM bumped)`;

export async function likePost(pool: Pool, viewerId: string, variables: { postId: string }) {
  const [row] = await prepared<{ id: string; likes_count: number }>(pool, 'like-post', LIKE, [
    variables.postId,
    viewerId,
  ]);
  if (!row) throw new Error('Post not found');
  return { likePost: { id: row.id, likesCount: row.likes_count, viewerHasLiked: true } };
}
