import { commentSchema, firstIssue, isOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedWithAuthorOf, viewerSeesSql } from '../../kernel/blocks';
import { sqlRow, sqlRows } from '../../db/sql';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedJson } from '../notifications';
import { SystemSettingsService } from '../system-settings';
import { repeatedCommentSql } from '../moderation-rules';
import { Comment } from './comment.entity';
import type { CommentConnection } from './comment.types';

const CURSOR_KIND = 'comments';

interface CommentRow {
  id: string;
  post_id: string;
  user_id: string | null;
  content: string;
  sensitive: boolean;
  hidden_by_filter: boolean;
  created_at: Date;
  created_us: string;
}

const COLUMNS = `c.id, c.post_id, c.user_id, c.content, c.sensitive, c.created_at,
  ${createdMicros('c')}::text AS created_us`;

// The post (`post` below) with whether its author's Comment filter is on: the spec's default (on) until they choose.
const POST_WITH_FILTER = `SELECT p.id, p.user_id, COALESCE(s.comment_filter, true) AS filtering
  FROM posts p LEFT JOIN user_settings s ON s.user_id = p.user_id WHERE p.id = $1`;
// A comment the post's author's Comment filter hides from everyone but the commenter and the post's author.
const HIDDEN_BY_FILTER = `(c.sensitive AND post.filtering)`;
// ...and whether the caller (the parameter `viewer`, null when anonymous) sees it: all others, and those two.
const sees = (viewer: string) =>
  `(NOT ${HIDDEN_BY_FILTER} OR COALESCE(c.user_id = ${viewer}::uuid OR post.user_id = ${viewer}::uuid, false))`;
// The post with its filter, and how many of its comments the filter hides from the caller (`viewer` as above): only
// sensitive comments can be hidden, which comments_post_sensitive_idx holds alone.
const postAndHidden = (viewer: string) => `WITH post AS (${POST_WITH_FILTER}), hidden AS (
    SELECT count(*)::int AS n FROM comments c CROSS JOIN post
    WHERE c.post_id = post.id AND c.sensitive AND post.filtering AND NOT ${sees(viewer)}
  )`;

const toComment = (row: CommentRow): Comment =>
  Object.assign(new Comment(), {
    id: row.id,
    postId: row.post_id,
    userId: row.user_id,
    content: row.content,
    sensitive: row.sensitive,
    hiddenByFilter: row.hidden_by_filter,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

export class CommentService {
  constructor(private readonly deps: Deps) {}

  /** Adds a comment and raises the post's commentsCount in the same statement. */
  async add(ctx: Context, postId: string, content: string): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(commentSchema, { content });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const text = checked.data.content;
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    // A post of someone blocked either way does not exist for the viewer (issue 33).
    if (await isBlockedWithAuthorOf(this.deps.db, viewer.id, postId)) throw notFound('content.postNotFound');
    const sensitive = isOffensive(text);
    const { autoModeration, spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    try {
      // The post's author is notified in the same statement (not when commenting on their own post).
      const [row] = await sqlRows<CommentRow & { notification: NotificationPayload | null }>(
        this.deps.db,
        `WITH c AS (
           -- Spam detection (System Settings, $6) refuses a comment the author keeps repeating: no row.
           INSERT INTO comments (post_id, user_id, content, sensitive) SELECT id, $2, $3, $4 FROM posts
           WHERE id = $1 AND NOT ${repeatedCommentSql('$6', '$2::uuid', '$3::text', '$1::uuid')} RETURNING *
         ), post AS (${POST_WITH_FILTER}), flagged AS (
           -- Auto-moderation (System Settings) puts an offensive comment in the moderation queue.
           INSERT INTO moderation_items (kind, post_id, comment_id, author_id, excerpt, auto_flagged)
           SELECT 'COMMENT', c.post_id, c.id, c.user_id, c.content, true FROM c WHERE $5
         ), counted AS (
           UPDATE posts p SET comments_count = p.comments_count + 1 FROM c WHERE p.id = c.post_id
         ), notified AS (
           INSERT INTO notifications (recipient_id, actor_id, kind, post_id, comment_id)
           SELECT p.user_id, c.user_id, 'COMMENT', p.id, c.id FROM c JOIN posts p ON p.id = c.post_id
           WHERE p.user_id <> c.user_id
           ${NOTIFIED_RETURNING}
         )
         SELECT ${COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter, ${notifiedJson('c.content', 'c.sensitive')} AS notification
         FROM c CROSS JOIN post`,
        [postId, viewer.id, text, sensitive, sensitive && autoModeration, spamDetection],
      );
      // Nothing written: the post is gone, or spam detection refused the comment.
      if (!row)
        throw (await sqlRow(this.deps.db, `SELECT 1 FROM posts WHERE id = $1`, [postId]))
          ? badInput('content', 'moderation.repeatedComment')
          : notFound('content.postNotFound');
      this.deps.services.get(NotificationService).publish(row.notification);
      return toComment(row);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503')
        throw notFound('content.postNotFound');
      throw error;
    }
  }

  /** Removes a comment (a moderator's decision) and lowers its post's commentsCount; false when it was already gone. */
  async remove(id: string): Promise<boolean> {
    const rows = await sqlRows<{ id: string }>(
      this.deps.db,
      `WITH d AS (DELETE FROM comments WHERE id = $1 RETURNING post_id)
       UPDATE posts p SET comments_count = p.comments_count - 1 FROM d WHERE p.id = d.post_id RETURNING p.id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * A post's comments, oldest first (the order of the conversation), by keyset on (created_at, id), without those its
   * author's Comment filter hides from the caller (counted in `hiddenCount`). A post that does not exist is NOT_FOUND,
   * as for addComment; it is looked up only when a page comes back empty.
   */
  async list(ctx: Context, postId: string, first?: number | null, after?: string | null): Promise<CommentConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    const viewerId = ctx.viewer?.id ?? null;
    // Blocked either way with the post's author: no such post; with a commenter: their comments are left out.
    if (viewerId && (await isBlockedWithAuthorOf(this.deps.db, viewerId, postId)))
      throw notFound('content.postNotFound');
    const params: unknown[] = [postId, size + 1, viewerId];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (c.created_at, c.id) > (${microsToTimestamp('$4')}, $5::uuid)`;
    }
    const rows = await sqlRows<CommentRow & { hidden_count: number }>(
      this.deps.db,
      `${postAndHidden('$3')}
       SELECT ${COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter, hidden.n AS hidden_count
       FROM comments c CROSS JOIN post CROSS JOIN hidden
       WHERE c.post_id = $1 AND ${sees('$3')} AND ${viewerSeesSql('$3::uuid', 'c.user_id')} ${bound}
       ORDER BY c.created_at, c.id LIMIT $2`,
      params,
    );
    // An empty page: is there such a post, and does the filter hide all its comments from the caller?
    const empty =
      rows.length === 0
        ? await sqlRow<{ hidden_count: number }>(
            this.deps.db,
            `${postAndHidden('$2')} SELECT hidden.n AS hidden_count FROM post CROSS JOIN hidden`,
            [postId, viewerId],
          )
        : null;
    if (rows.length === 0 && !empty) throw notFound('content.postNotFound');
    const connection = toConnection(rows.map(toComment), size, (comment) =>
      encodeKeyset(CURSOR_KIND, { us: comment.createdUs!, id: comment.id }),
    );
    return Object.assign(connection, { hiddenCount: (rows[0] ?? empty)!.hidden_count });
  }
}
