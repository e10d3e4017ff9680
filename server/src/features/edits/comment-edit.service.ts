import { commentSchema, firstIssue, isOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import {
  type Comment,
  COMMENT_COLUMNS,
  type CommentRow,
  HIDDEN_BY_FILTER,
  POST_WITH_FILTER,
  toComment,
} from '../comments';
import { MentionService } from '../mentions';
import { repeatedCommentSql } from '../moderation-rules';
import { type NotificationPayload, NotificationService } from '../notifications';
import { SystemSettingsService } from '../system-settings';

/**
 * Edits a comment's text (its author only), checked by the rules of a new comment: its length, spam detection and
 * offensive language (sensitive, the Comment filter, auto-moderation's queue). The earlier text is kept as a version;
 * people newly mentioned hear of it. A removed comment cannot be edited.
 */
export class CommentEditService {
  constructor(private readonly deps: Deps) {}

  async edit(ctx: Context, id: string, content: string): Promise<Comment> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('conversation.commentNotFound');
    const checked = firstIssue(commentSchema, { content });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const text = checked.data.content;
    const sensitive = isOffensive(text);
    const { autoModeration, spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    const { row, notifications } = await this.deps.db.transaction(async (tx) => {
      // Locked: edits of one comment follow one another, and a removal waits for the edit (or the reverse).
      const current = await sqlRow<{ post_id: string; user_id: string | null; removed: boolean }>(
        tx,
        `SELECT post_id, user_id, removed_at IS NOT NULL AS removed FROM comments WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current || current.removed) throw notFound('conversation.commentNotFound');
      if (current.user_id !== viewer.id) throw forbidden('conversation.editOwnCommentOnly');
      const unchanged = `SELECT ${COMMENT_COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter
        FROM comments c CROSS JOIN (${POST_WITH_FILTER}) post WHERE c.id = $2 AND c.content = $3`;
      const same = await sqlRow<CommentRow>(tx, unchanged, [current.post_id, id, text]);
      if (same) return { row: same, notifications: [] as NotificationPayload[] };
      const [row] = await sqlRows<CommentRow>(
        tx,
        `WITH old AS (SELECT content, COALESCE(edited_at, created_at) AS written_at FROM comments WHERE id = $2),
         c AS (
           UPDATE comments SET content = $3, sensitive = $4, edited_at = clock_timestamp()
           WHERE id = $2 AND NOT ${repeatedCommentSql('$5', '$6::uuid', '$3::text', '$1::uuid')} RETURNING *
         ), versioned AS (
           INSERT INTO comment_versions (comment_id, content, written_at, replaced_at)
           SELECT $2, old.content, old.written_at, c.edited_at FROM old, c
         ), flagged AS (
           INSERT INTO moderation_items (kind, post_id, comment_id, author_id, excerpt, auto_flagged)
           SELECT 'COMMENT', c.post_id, c.id, c.user_id, c.content, true FROM c WHERE $7 ON CONFLICT DO NOTHING
         ), post AS (${POST_WITH_FILTER})
         SELECT ${COMMENT_COLUMNS}, ${HIDDEN_BY_FILTER} AS hidden_by_filter FROM c CROSS JOIN post`,
        [current.post_id, id, text, sensitive, spamDetection, viewer.id, sensitive && autoModeration],
      );
      if (!row) throw badInput('content', 'moderation.repeatedComment');
      const mentioned = await this.deps.services
        .get(MentionService)
        .notify(tx, { actorId: viewer.id, postId: current.post_id, commentId: id, text, sensitive });
      return { row, notifications: mentioned };
    });
    this.deps.services.get(NotificationService).publishAll(notifications);
    return toComment(row);
  }
}
