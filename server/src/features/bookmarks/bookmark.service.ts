import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { notBlockedSql } from '../../kernel/blocks';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { createdMicros, isUuid, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type Post, postColumns, type PostConnection, type PostRow, PostService, toPost } from '../posts';

const CURSOR_KIND = 'bookmarks';

/**
 * Saved posts: one row per (person, post), seen only by that person. A deleted or removed post leaves the list with
 * its row (ON DELETE CASCADE); one whose author and the reader have since blocked each other is not shown.
 */
export class BookmarkService {
  constructor(private readonly deps: Deps) {}

  async bookmark(ctx: Context, postId: string): Promise<Post> {
    const viewer = requireViewer(ctx);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    // Only a post the caller may see: it exists and neither has blocked the other.
    const rows = await sqlRows<{ post_id: string }>(
      this.deps.db,
      `INSERT INTO bookmarks (user_id, post_id)
       SELECT $2, p.id FROM posts p WHERE p.id = $1 AND (p.user_id IS NULL OR ${notBlockedSql('p.user_id', '$2::uuid')})
       ON CONFLICT (user_id, post_id) DO UPDATE SET created_at = bookmarks.created_at
       RETURNING post_id`,
      [postId, viewer.id],
    );
    if (rows.length === 0) throw notFound('content.postNotFound');
    return this.current(postId);
  }

  async unbookmark(ctx: Context, postId: string): Promise<Post> {
    const viewer = requireViewer(ctx);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    await sqlRows(this.deps.db, `DELETE FROM bookmarks WHERE user_id = $1 AND post_id = $2`, [viewer.id, postId]);
    return this.current(postId);
  }

  /** The caller's saved posts, newest saved first, by keyset on (saved at, post id). */
  async list(ctx: Context, first?: number | null, after?: string | null): Promise<PostConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [viewer.id, size + 1];
    let below = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      below = `AND (b.created_at, b.post_id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<PostRow & { saved_us: string }>(
      this.deps.db,
      `SELECT ${postColumns('p')}, ${createdMicros('b')}::text AS saved_us
       FROM bookmarks b JOIN posts p ON p.id = b.post_id
       WHERE b.user_id = $1 ${below} AND (p.user_id IS NULL OR ${notBlockedSql('p.user_id', '$1::uuid')})
       ORDER BY b.created_at DESC, b.post_id DESC LIMIT $2`,
      params,
    );
    return toConnection(
      rows,
      size,
      (row) => encodeKeyset(CURSOR_KIND, { us: row.saved_us, id: row.id }),
      (row) => toPost(row),
    );
  }

  private async current(postId: string): Promise<Post> {
    const post = await this.deps.services.get(PostService).findById(postId);
    if (!post) throw notFound('content.postNotFound');
    return post;
  }
}
