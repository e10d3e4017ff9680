import { commentSchema, firstIssue, isOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedWithAuthorOf, notBlockedSql, viewerSeesSql } from '../../kernel/blocks';
import { sqlRow, sqlRows } from '../../db/sql';
import { entityColumns, entityFrom, preparedRows } from '../../db/prepared';
import { Profile } from '../profiles';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedListJson } from '../notifications';
import { MentionService } from '../mentions';
import { SystemSettingsService } from '../system-settings';
import { repeatedCommentSql } from '../moderation-rules';
import type { Comment } from './comment.entity';
import {
  COLUMNS,
  type CommentRow,
  HIDDEN_BY_FILTER,
  POST_WITH_FILTER,
  postAndHidden,
  sees,
  toComment,
} from './comment.rows';
import { removeComment } from './comment-removal';
import type { CommentConnection } from './comment.types';
import { webhookOutboxSql } from '../webhooks';

// The post's author's comment.created webhook (features/webhooks), written by the comment's own statement.
const COMMENT_WEBHOOK = webhookOutboxSql('comment.created', {
  from: 'c JOIN posts wp ON wp.id = c.post_id',
  userId: 'wp.user_id',
  data: `jsonb_build_object('id', c.id, 'postId', c.post_id, 'authorId', c.user_id, 'content', c.content,
    'createdAt', c.created_at)`,
});

const CURSOR_KIND = 'comments';
// A page's row: the comment, the filter's count, and its author's profile columns under this prefix.
const AUTHOR = 'author.';
type PageRow = CommentRow & { hidden_count: number } & Record<string, unknown>;
const isForeignKeyViolation = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23503';

export class CommentService {
  constructor(private readonly deps: Deps) {}

  /**
   * Adds a comment, or with `parentId` a reply to a comment of the same post, and raises the post's commentsCount
   * (every comment of the thread counts) and the parent's repliesCount in the same statement. The post's author hears
   * of it (COMMENT), the author of the comment answered too (REPLY), and the people it mentions (MENTION).
   */
  async add(ctx: Context, postId: string, content: string, parentId?: string | null): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(commentSchema, { content });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const text = checked.data.content;
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    if (parentId && !isUuid(parentId)) throw notFound('conversation.parentNotFound');
    // A post of someone blocked either way does not exist for the viewer (issue 33).
    if (await isBlockedWithAuthorOf(this.deps.db, viewer.id, postId)) throw notFound('content.postNotFound');
    const sensitive = isOffensive(text);
    const { autoModeration, spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    try {
      const { row, notifications } = await this.deps.db.transaction(async (tx) => {
        const [row] = await sqlRows<CommentRow & { notifications: NotificationPayload[] }>(
          tx,
          `WITH c AS (
             -- Spam detection (System Settings, $6) refuses a comment the author keeps repeating: no row. A reply's
             -- parent is a comment of this post that is not removed.
             INSERT INTO comments (post_id, user_id, content, sensitive, parent_id) SELECT id, $2, $3, $4, $7 FROM posts
             WHERE id = $1 AND NOT ${repeatedCommentSql('$6', '$2::uuid', '$3::text', '$1::uuid')}
               AND ($7::uuid IS NULL OR EXISTS (
                 SELECT 1 FROM comments pc WHERE pc.id = $7::uuid AND pc.post_id = $1 AND pc.removed_at IS NULL))
             RETURNING *
           ), post AS (${POST_WITH_FILTER}), flagged AS (
             -- Auto-moderation (System Settings) puts an offensive comment in the moderation queue.
             INSERT INTO moderation_items (kind, post_id, comment_id, author_id, excerpt, auto_flagged)
             SELECT 'COMMENT', c.post_id, c.id, c.user_id, c.content, true FROM c WHERE $5
           ), counted AS (
             UPDATE posts p SET comments_count = p.comments_count + 1 FROM c WHERE p.id = c.post_id
           ), replied AS (
             UPDATE comments pc SET replies_count = pc.replies_count + 1 FROM c WHERE pc.id = c.parent_id
             RETURNING pc.user_id
           ), notified AS (
             -- The post's author (COMMENT) unless they are the one answered, who hears of the reply (REPLY).
             INSERT INTO notifications (recipient_id, actor_id, kind, post_id, comment_id)
             SELECT p.user_id, c.user_id, 'COMMENT', p.id, c.id FROM c JOIN posts p ON p.id = c.post_id
             WHERE p.user_id <> c.user_id AND p.user_id IS DISTINCT FROM (SELECT user_id FROM replied)
             UNION ALL
             SELECT r.user_id, c.user_id, 'REPLY', c.post_id, c.id FROM c CROSS JOIN replied r
             WHERE r.user_id <> c.user_id AND ${notBlockedSql('r.user_id', 'c.user_id')}
             ${NOTIFIED_RETURNING}
           ), webhook AS (${COMMENT_WEBHOOK})
           SELECT ${COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter,
             ${notifiedListJson({ excerpt: 'c.content', sensitive: 'c.sensitive' })} AS notifications
           FROM c CROSS JOIN post`,
          [postId, viewer.id, text, sensitive, sensitive && autoModeration, spamDetection, parentId ?? null],
        );
        if (!row) return { row: null, notifications: [] };
        const mentioned = await this.deps.services
          .get(MentionService)
          .notify(tx, { actorId: viewer.id, postId, commentId: row.id, text, sensitive });
        return { row, notifications: [...row.notifications, ...mentioned] };
      });
      if (!row) throw await this.whyNotAdded(postId, parentId);
      this.deps.services.get(NotificationService).publishAll(notifications);
      return toComment(row);
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw parentId ? notFound('conversation.parentNotFound') : notFound('content.postNotFound');
      throw error;
    }
  }

  /** Nothing was written: the post is gone, the parent is not one of its comments, or spam detection refused it. */
  private async whyNotAdded(postId: string, parentId?: string | null) {
    if (!(await sqlRow(this.deps.db, `SELECT 1 FROM posts WHERE id = $1`, [postId])))
      return notFound('content.postNotFound');
    if (parentId) {
      const parent = await sqlRow<{ post_id: string; removed: boolean }>(
        this.deps.db,
        `SELECT post_id, removed_at IS NOT NULL AS removed FROM comments WHERE id = $1`,
        [parentId],
      );
      if (!parent || parent.removed) return notFound('conversation.parentNotFound');
      if (parent.post_id !== postId) return badInput('parentId', 'conversation.parentOnOtherPost');
    }
    return badInput('content', 'moderation.repeatedComment');
  }

  /** Deletes the caller's comment, or one under the caller's post (comment-removal.ts says how). */
  async delete(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('conversation.commentNotFound');
    await removeComment(this.deps.db, id, viewer.id);
    return true;
  }

  /** Removes a comment (a moderator's decision) as its author would; false when it was already gone. */
  async remove(id: string): Promise<boolean> {
    return removeComment(this.deps.db, id, null);
  }

  /**
   * A post's comments, oldest first (the order of the conversation), by keyset on (created_at, id): those on the post
   * itself, or with `parentId` the replies to that comment; without those its author's Comment filter hides from the
   * caller (counted in `hiddenCount`, over the whole post). A post that does not exist is NOT_FOUND, as for
   * addComment; it is looked up only when a page comes back empty.
   */
  async list(
    ctx: Context,
    postId: string,
    first?: number | null,
    after?: string | null,
    parentId?: string | null,
  ): Promise<CommentConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    if (parentId && !isUuid(parentId)) throw notFound('conversation.commentNotFound');
    const viewerId = ctx.viewer?.id ?? null;
    // Blocked either way with the post's author: no such post; with a commenter: their comments are left out.
    if (viewerId && (await isBlockedWithAuthorOf(this.deps.db, viewerId, postId)))
      throw notFound('content.postNotFound');
    const params: unknown[] = [postId, size + 1];
    const param = (value: unknown, cast = '') => `$${params.push(value)}${cast}`;
    // An anonymous reader's statement says NULL for the viewer, and a top-level page says so of the parent: with no
    // parameter that may be null, PostgreSQL's generic plan is as good as a custom one, so it is prepared (issue 35).
    const viewer = viewerId ? param(viewerId, '::uuid') : 'NULL::uuid';
    // Two statements (not an OR) so each reads its own index: the post's top level, or one comment's replies.
    const thread = parentId ? `c.parent_id = ${param(parentId, '::uuid')}` : 'c.parent_id IS NULL';
    const bound = keyset
      ? `AND (c.created_at, c.id) > (${microsToTimestamp(param(keyset.us))}, ${param(keyset.id, '::uuid')})`
      : '';
    const text = `${postAndHidden(viewer)}
       SELECT ${COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter, hidden.n AS hidden_count,
         ${entityColumns(this.deps.db, Profile, 'pr', AUTHOR)}
       FROM comments c CROSS JOIN post CROSS JOIN hidden LEFT JOIN profiles pr ON pr.id = c.user_id
       WHERE c.post_id = $1 AND ${thread} AND ${sees(viewer)} AND ${viewerSeesSql(viewer, 'c.user_id')} ${bound}
       ORDER BY c.created_at, c.id LIMIT $2`;
    // A signed-in reader's statement is not prepared: the generic plan with the viewer as a parameter cost twice the
    // database CPU of a custom plan in quick runs.
    const rows = viewerId
      ? await sqlRows<PageRow>(this.deps.db, text, params)
      : await preparedRows<PageRow>(this.deps.db, text, params);
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
    // The authors came with the page: Comment.author answers from them (no loader statement, no promise per comment).
    const comments = rows.map((row) =>
      Object.assign(toComment(row), {
        loaded: { author: row[`${AUTHOR}id`] === null ? null : entityFrom(this.deps.db, Profile, row, AUTHOR) },
      }),
    );
    const connection = toConnection(comments, size, (comment) =>
      encodeKeyset(CURSOR_KIND, { us: comment.createdUs!, id: comment.id }),
    );
    return Object.assign(connection, { hiddenCount: (rows[0] ?? empty)!.hidden_count });
  }
}
