import { CONTENT_MESSAGES as C, LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { pageSize, toConnection } from '../posts/connection';
import { decodeKeyset, encodeKeyset } from '../posts/keyset-cursor';
import { createdMicros, microsToTimestamp } from '../posts/post.rows';
import { requireViewer } from '../posts/post.service';
import { sqlRow, sqlRows } from '../../db/sql';
import { isUuid } from '../posts/sql';
import type { NotificationPayload } from '../notifications/notification.events';
import { NotificationService } from '../notifications/notification.service';
import { NOTIFIED_RETURNING, notifiedJson } from '../notifications/notification.sql';
import { Comment } from './comment.entity';
import type { CommentConnection } from './comment.types';

const CURSOR_KIND = 'comments';

interface CommentRow {
  id: string;
  post_id: string;
  user_id: string | null;
  content: string;
  created_at: Date;
  created_us: string;
}

const COLUMNS = `c.id, c.post_id, c.user_id, c.content, c.created_at,
  ${createdMicros('c')}::text AS created_us`;

const toComment = (row: CommentRow): Comment =>
  Object.assign(new Comment(), {
    id: row.id,
    postId: row.post_id,
    userId: row.user_id,
    content: row.content,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

export class CommentService {
  constructor(private readonly deps: Deps) {}

  /** Adds a comment and raises the post's commentsCount in the same statement. */
  async add(ctx: Context, postId: string, content: string): Promise<Comment> {
    const viewer = requireViewer(ctx);
    const text = (content ?? '').trim();
    if (!text) throw badInput('content', C.commentRequired);
    if (text.length > LIMITS.commentMaxLength) throw badInput('content', C.commentTooLong);
    if (!isUuid(postId)) throw notFound(C.postNotFound);
    try {
      // The post's author is notified in the same statement (not when commenting on their own post).
      const [row] = await sqlRows<CommentRow & { notification: NotificationPayload | null }>(
        this.deps.db,
        `WITH c AS (
           INSERT INTO comments (post_id, user_id, content) SELECT id, $2, $3 FROM posts WHERE id = $1 RETURNING *
         ), counted AS (
           UPDATE posts p SET comments_count = p.comments_count + 1 FROM c WHERE p.id = c.post_id
         ), notified AS (
           INSERT INTO notifications (recipient_id, actor_id, kind, post_id, comment_id)
           SELECT p.user_id, c.user_id, 'COMMENT', p.id, c.id FROM c JOIN posts p ON p.id = c.post_id
           WHERE p.user_id <> c.user_id
           ${NOTIFIED_RETURNING}
         )
         SELECT ${COLUMNS}, ${notifiedJson('c.content')} AS notification FROM c`,
        [postId, viewer.id, text],
      );
      if (!row) throw notFound(C.postNotFound);
      this.deps.services.get(NotificationService).publish(row.notification);
      return toComment(row);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503') throw notFound(C.postNotFound);
      throw error;
    }
  }

  /**
   * A post's comments, oldest first (the order of the conversation), by keyset on (created_at, id).
   * A post that does not exist is NOT_FOUND, as for addComment; it is looked up only when a page comes back empty.
   */
  async list(_ctx: Context, postId: string, first?: number | null, after?: string | null): Promise<CommentConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    if (!isUuid(postId)) throw notFound(C.postNotFound);
    const params: unknown[] = [postId, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (c.created_at, c.id) > (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<CommentRow>(
      this.deps.db,
      `SELECT ${COLUMNS} FROM comments c WHERE c.post_id = $1 ${bound} ORDER BY c.created_at, c.id LIMIT $2`,
      params,
    );
    if (rows.length === 0 && !(await sqlRow(this.deps.db, `SELECT 1 FROM posts WHERE id = $1`, [postId]))) {
      throw notFound(C.postNotFound);
    }
    return toConnection(rows.map(toComment), size, (comment) => encodeKeyset(CURSOR_KIND, { us: comment.createdUs!, id: comment.id }));
  }
}
