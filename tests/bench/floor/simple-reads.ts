// The floor's simple reads (issue 35): one prepared statement per answer, with the checks Kuza makes (Public
// profiles, the creator's Public profile switch, blocks, suspended authors, the Comment filter).
import type { Pool } from 'pg';
import { CREATED_US, POST_JSON_COLUMNS, cursorOf, postJson, prepared, type PostJsonRow } from './sql';

const NOT_BLOCKED = (
  a: string,
  b: string,
) => `(NOT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${a} AND blocked_id = ${b})
  AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocked_id = ${a} AND blocker_id = ${b}))`;

// $1 username, $2 the viewer (null when anonymous).
const PROFILE = `SELECT p.id, p.username, p.bio, p.avatar_url, p.is_verified, p.followers_count, p.following_count,
    p.created_at, (SELECT public_profiles FROM system_settings WHERE id) AS site_public,
    COALESCE((SELECT public_profile FROM user_settings WHERE user_id = p.id), true) AS public_profile,
    ($2::uuid IS NOT NULL AND $2::uuid <> p.id AND NOT ${NOT_BLOCKED('$2::uuid', 'p.id')}) AS blocked,
    EXISTS (SELECT 1 FROM follows WHERE follower_id = $2::uuid AND followee_id = p.id) AS following
  FROM profiles p WHERE lower(p.username) = lower($1)`;

interface ProfileRow {
  id: string;
  username: string;
  bio: string | null;
  avatar_url: string | null;
  is_verified: boolean;
  followers_count: number;
  following_count: number;
  created_at: Date;
  site_public: boolean;
  public_profile: boolean;
  blocked: boolean;
  following: boolean;
}

export async function profile(pool: Pool, viewerId: string | null, variables: { username: string }) {
  const [row] = await prepared<ProfileRow>(pool, 'profile', PROFILE, [variables.username, viewerId]);
  if (!viewerId && row && !(row.site_public && row.public_profile)) throw new Error('Sign in to see this profile');
  if (!row || row.blocked) return { profile: null };
  return {
    profile: {
      id: row.id,
      username: row.username,
      bio: row.bio,
      avatarUrl: row.avatar_url,
      isVerified: row.is_verified,
      followersCount: row.followers_count,
      followingCount: row.following_count,
      createdAt: row.created_at.toISOString(),
      viewerIsFollowing: row.following,
    },
  };
}

const POST_BY_ID = `SELECT ${POST_JSON_COLUMNS('p')} FROM posts p LEFT JOIN profiles pr ON pr.id = p.user_id
  WHERE p.id = $1 AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.suspended_at IS NOT NULL)`;

/** Anonymous: no block to check and viewerHasLiked is false. */
export async function postById(pool: Pool, variables: { id: string }) {
  const [row] = await prepared<PostJsonRow>(pool, 'post-by-id', POST_BY_ID, [variables.id]);
  return { post: row ? postJson(row, false) : null };
}

// The creator (with whether anonymous visitors may see the profile) and their newest posts, in one statement.
const CREATOR_POSTS = `SELECT a.visible, ${POST_JSON_COLUMNS('p')}
  FROM (SELECT c.id, (SELECT public_profiles FROM system_settings WHERE id)
          AND COALESCE((SELECT public_profile FROM user_settings WHERE user_id = c.id), true) AS visible
        FROM profiles c WHERE lower(c.username) = lower($1)) a
  CROSS JOIN LATERAL (SELECT * FROM posts WHERE user_id = a.id ORDER BY created_at DESC, id DESC LIMIT $2) p
  LEFT JOIN profiles pr ON pr.id = p.user_id
  ORDER BY p.created_at DESC, p.id DESC`;

export async function creatorPosts(pool: Pool, variables: { username: string }) {
  const first = 20;
  const rows = await prepared<PostJsonRow & { visible: boolean }>(pool, 'creator-posts', CREATOR_POSTS, [
    variables.username,
    first + 1,
  ]);
  if (rows.length > 0 && !rows[0].visible) throw new Error('Sign in to see this profile');
  const edges = rows
    .slice(0, first)
    .map((row) => ({ cursor: cursorOf('posts', { us: row.created_us, id: row.id }), node: postJson(row, false) }));
  return { posts: { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } } };
}

const ME = `SELECT u.id, u.email, u.created_at, p.id AS profile_id, p.username, p.avatar_url,
    ARRAY(SELECT role::text FROM user_roles WHERE user_id = u.id) AS roles
  FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1`;

const ROLE_ORDER = ['ADMIN', 'MODERATOR', 'USER'];

export async function me(pool: Pool, viewerId: string) {
  const [row] = await prepared<{
    id: string;
    email: string;
    created_at: Date;
    profile_id: string | null;
    username: string | null;
    avatar_url: string | null;
    roles: string[];
  }>(pool, 'me', ME, [viewerId]);
  if (!row) return { me: null };
  const roles = new Set([...row.roles, 'USER']);
  return {
    me: {
      id: row.id,
      email: row.email,
      username: row.username ?? '',
      createdAt: row.created_at.toISOString(),
      roles: ROLE_ORDER.filter((r) => roles.has(r)),
      profile: row.profile_id ? { id: row.profile_id, username: row.username, avatarUrl: row.avatar_url } : null,
    },
  };
}

// Anonymous: the post's top-level comments oldest first, without those its author's Comment filter hides (counted).
const COMMENTS = `WITH post AS (
    SELECT p.id, COALESCE(s.comment_filter, true) AS filtering FROM posts p
    LEFT JOIN user_settings s ON s.user_id = p.user_id WHERE p.id = $1
  )
  SELECT c.id, c.content, c.created_at, ${CREATED_US('c')} AS created_us, c.replies_count, c.user_id,
    pr.username, pr.avatar_url,
    (SELECT count(*)::int FROM comments h WHERE h.post_id = post.id AND h.sensitive AND post.filtering) AS hidden
  FROM post JOIN comments c ON c.post_id = post.id AND c.parent_id IS NULL AND NOT (c.sensitive AND post.filtering)
  LEFT JOIN profiles pr ON pr.id = c.user_id
  ORDER BY c.created_at, c.id LIMIT $2`;

interface CommentRow {
  id: string;
  content: string;
  created_at: Date;
  created_us: string;
  replies_count: number;
  user_id: string | null;
  username: string | null;
  avatar_url: string | null;
  hidden: number;
}

export async function comments(pool: Pool, variables: { postId: string }) {
  const first = 20;
  const rows = await prepared<CommentRow>(pool, 'comments', COMMENTS, [variables.postId, first + 1]);
  const edges = rows.slice(0, first).map((row) => ({
    cursor: cursorOf('comments', { us: row.created_us, id: row.id }),
    node: {
      id: row.id,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      repliesCount: row.replies_count,
      author:
        row.user_id && row.username !== null
          ? { id: row.user_id, username: row.username, avatarUrl: row.avatar_url }
          : null,
    },
  }));
  return {
    comments: {
      hiddenCount: rows[0]?.hidden ?? 0,
      edges,
      pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    },
  };
}
