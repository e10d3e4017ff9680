import type { DataSource, EntityManager } from 'typeorm';
import { forbidden, notFound } from '../../graphql/errors';
import { sqlRow, sqlRows } from '../../db/sql';
import { retryOnDeadlock } from '../../kernel/sql';

interface LockedComment {
  id: string;
  post_id: string;
  parent_id: string | null;
  user_id: string | null;
  post_author: string | null;
  removed: boolean;
}

/**
 * Removes a comment: by its author or the post's author (`by`), or a moderator's decision (`by` null). The post's
 * commentsCount goes down by one. A comment without replies is deleted, and its parent's repliesCount goes down; one
 * with replies stays as a placeholder ("comment removed": no text, no author, no versions, no notifications) so its
 * replies keep their place, and is deleted once its last reply goes. Answers false when it was already gone.
 *
 * The comment's row is locked first: a reply being written to it holds a key-share lock on it, so the check for
 * replies below runs after any such reply committed, and a reply written after sees the placeholder.
 */
export async function removeComment(db: DataSource, id: string, by: string | null): Promise<boolean> {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const comment = await sqlRow<LockedComment>(
        tx,
        `SELECT c.id, c.post_id, c.parent_id, c.user_id, p.user_id AS post_author, c.removed_at IS NOT NULL AS removed
         FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1 FOR UPDATE OF c`,
        [id],
      );
      if (!comment || comment.removed) {
        if (by === null) return false;
        throw notFound('conversation.commentNotFound');
      }
      if (by !== null && comment.user_id !== by && comment.post_author !== by)
        throw forbidden('conversation.notYourComment');
      await sqlRows(tx, `UPDATE posts SET comments_count = comments_count - 1 WHERE id = $1`, [comment.post_id]);
      const replied = await sqlRow(tx, `SELECT 1 FROM comments WHERE parent_id = $1 LIMIT 1`, [id]);
      if (replied) {
        await sqlRows(
          tx,
          `WITH placeholder AS (
             UPDATE comments SET content = '', user_id = NULL, sensitive = false, edited_at = NULL,
               removed_at = clock_timestamp() WHERE id = $1
           ), versions AS (DELETE FROM comment_versions WHERE comment_id = $1)
           DELETE FROM notifications WHERE comment_id = $1`,
          [id],
        );
      } else {
        await deleteWithEmptyPlaceholders(tx, comment);
      }
      return true;
    }),
  );
}

/** Deletes a comment without replies, then each removed ancestor that this left without replies. */
async function deleteWithEmptyPlaceholders(tx: EntityManager, comment: Pick<LockedComment, 'id' | 'parent_id'>) {
  let next: Pick<LockedComment, 'id' | 'parent_id'> | undefined = comment;
  while (next) {
    await sqlRows(tx, `DELETE FROM comments WHERE id = $1`, [next.id]);
    if (!next.parent_id) return;
    const parent: { id: string; parent_id: string | null; empty_placeholder: boolean } | undefined = await sqlRow(
      tx,
      `UPDATE comments SET replies_count = replies_count - 1 WHERE id = $1
       RETURNING id, parent_id, (replies_count = 0 AND removed_at IS NOT NULL) AS empty_placeholder`,
      [next.parent_id],
    );
    next = parent?.empty_placeholder ? parent : undefined;
  }
}
