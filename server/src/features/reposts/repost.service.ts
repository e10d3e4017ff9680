import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { notBlockedSql } from '../../kernel/blocks';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type Post, PostService } from '../posts';

/** Whom the feed names as having reposted a post. */
export interface Reposter {
  userId: string;
  username: string;
}

/**
 * Reposts and quotes. A repost is one row per (post, person); the post's reposts_count moves in a trigger on that row
 * (migration 1763955000000), so the count stays exact under concurrency and a repeat changes nothing. A quote is a
 * new post of the quoter's (checked as any new post) that names the quoted one. A post can be reposted or quoted only
 * by someone who may see it: it exists and neither has blocked the other. One's own post can be reposted (as on X and
 * Bluesky: it puts it back in one's followers' feeds).
 */
export class RepostService {
  constructor(private readonly deps: Deps) {}

  async repost(ctx: Context, postId: string): Promise<Post> {
    const viewer = requireViewer(ctx);
    await this.assertVisible(viewer.id, postId);
    try {
      await sqlRows(
        this.deps.db,
        `INSERT INTO reposts (post_id, user_id) VALUES ($1, $2) ON CONFLICT (post_id, user_id) DO NOTHING`,
        [postId, viewer.id],
      );
    } catch (error) {
      // The post was deleted between the check and the insert.
      const failure = error as { driverError?: { code?: string }; code?: string };
      if ((failure.driverError?.code ?? failure.code) === '23503') throw notFound('content.postNotFound');
      throw error;
    }
    return this.current(postId);
  }

  async undoRepost(ctx: Context, postId: string): Promise<Post> {
    const viewer = requireViewer(ctx);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    await sqlRows(this.deps.db, `DELETE FROM reposts WHERE post_id = $1 AND user_id = $2`, [postId, viewer.id]);
    return this.current(postId);
  }

  /** A new post with the caller's text that quotes `postId`; the quoted post's quotesCount moves in a trigger. */
  async quote(ctx: Context, postId: string, content: string): Promise<Post> {
    const viewer = requireViewer(ctx);
    await this.assertVisible(viewer.id, postId);
    const post = await this.deps.services.get(PostService).create(ctx, { content });
    await sqlRows(this.deps.db, `UPDATE posts SET quoted_post_id = $1 WHERE id = $2`, [postId, post.id]);
    return post;
  }

  private async assertVisible(viewerId: string, postId: string): Promise<void> {
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    const rows = await sqlRows<{ id: string }>(
      this.deps.db,
      `SELECT p.id FROM posts p WHERE p.id = $1 AND (p.user_id IS NULL OR ${notBlockedSql('p.user_id', '$2::uuid')})`,
      [postId, viewerId],
    );
    if (rows.length === 0) throw notFound('content.postNotFound');
  }

  private async current(postId: string): Promise<Post> {
    const post = await this.deps.services.get(PostService).findById(postId);
    if (!post) throw notFound('content.postNotFound');
    return post;
  }
}
