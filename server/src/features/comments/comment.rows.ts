import { createdMicros } from '../../kernel/sql';
import { Comment } from './comment.entity';

// The columns a comment is read with, and the Comment Filter's SQL, shared by the statements of this feature.

export interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string | null;
  user_id: string | null;
  content: string;
  sensitive: boolean;
  replies_count: number;
  edited_at: Date | null;
  removed: boolean;
  hidden_by_filter: boolean;
  created_at: Date;
  created_us: string;
}

export const COLUMNS = `c.id, c.post_id, c.parent_id, c.user_id, c.content, c.sensitive, c.replies_count, c.edited_at,
  c.removed_at IS NOT NULL AS removed, c.created_at, ${createdMicros('c')}::text AS created_us`;

// The post (`post` below) with whether its author's Comment filter is on: the spec's default (on) until they choose.
export const POST_WITH_FILTER = `SELECT p.id, p.user_id, COALESCE(s.comment_filter, true) AS filtering
  FROM posts p LEFT JOIN user_settings s ON s.user_id = p.user_id WHERE p.id = $1`;
// A comment the post's author's Comment filter hides from everyone but the commenter and the post's author.
export const HIDDEN_BY_FILTER = `(c.sensitive AND post.filtering)`;
// ...and whether the caller (the parameter `viewer`, null when anonymous) sees it: all others, and those two.
export const sees = (viewer: string) =>
  `(NOT ${HIDDEN_BY_FILTER} OR COALESCE(c.user_id = ${viewer}::uuid OR post.user_id = ${viewer}::uuid, false))`;
// The post with its filter, and how many of its comments the filter hides from the caller (`viewer` as above): only
// sensitive comments can be hidden, which comments_post_sensitive_idx holds alone.
export const postAndHidden = (viewer: string) => `WITH post AS (${POST_WITH_FILTER}), hidden AS (
    SELECT count(*)::int AS n FROM comments c CROSS JOIN post
    WHERE c.post_id = post.id AND c.sensitive AND post.filtering AND NOT ${sees(viewer)}
  )`;

export const toComment = (row: CommentRow): Comment =>
  Object.assign(new Comment(), {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    userId: row.user_id,
    content: row.content,
    sensitive: row.sensitive,
    repliesCount: row.replies_count,
    editedAt: row.edited_at,
    removed: row.removed,
    hiddenByFilter: row.hidden_by_filter,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });
