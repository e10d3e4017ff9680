import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { type Post, postColumns, toPost, type PostRow, PostService } from '../posts';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedWithAuthorOf } from '../../kernel/blocks';
import { preparedRows } from '../../db/prepared';
import { sqlRows } from '../../db/sql';
import { isUuid } from '../../kernel/sql';
import {
  type NotificationPayload,
  NotificationService,
  LIKE_CONFLICT,
  NOTIFIED_RETURNING,
  notifiedJson,
} from '../notifications';
import { webhookOutboxSql } from '../webhooks';

type Reaction = {
  table: 'post_likes' | 'post_shares';
  counter: 'likes_count' | 'shares_count';
  stamp?: 'last_liked_at';
};
// A like also moves the post's last_liked_at, which lets the feed skip counting likes in the last hour of posts
// liked longer ago than that (feed-window.ts).
const LIKE: Reaction = { table: 'post_likes', counter: 'likes_count', stamp: 'last_liked_at' };
const SHARE: Reaction = { table: 'post_shares', counter: 'shares_count' };

const reactionStatement = ({ table, counter, stamp }: Reaction, notified = '', returning = '') =>
  `WITH added AS (
     INSERT INTO ${table} (post_id, user_id) SELECT id, $2 FROM posts WHERE id = $1
     ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id, created_at
   )${notified}
   UPDATE posts p SET ${counter} = p.${counter} + 1${stamp ? `, ${stamp} = GREATEST(p.${stamp}, added.created_at)` : ''}
   FROM added WHERE p.id = added.post_id
   RETURNING ${postColumns('p')}${returning}`;

const SHARE_STATEMENT = reactionStatement(SHARE);
// A new like also notifies the post's author (not someone liking their own post) in the same statement: no round
// trip more, and nothing written when the like was already there (`added` is then empty).
const LIKE_STATEMENT = reactionStatement(
  LIKE,
  `, notified AS (
     INSERT INTO notifications (recipient_id, actor_id, kind, post_id)
     SELECT liked.user_id, $2, 'LIKE', liked.id FROM added JOIN posts liked ON liked.id = added.post_id
     WHERE liked.user_id <> $2
     ${LIKE_CONFLICT} ${NOTIFIED_RETURNING}
   ), webhook AS (${webhookOutboxSql('post.liked', {
     from: 'added JOIN posts wl ON wl.id = added.post_id',
     userId: 'wl.user_id',
     data: `jsonb_build_object('postId', wl.id, 'userId', $2::uuid, 'createdAt', added.created_at)`,
   })})`,
  `, ${notifiedJson()} AS notification`,
);

/**
 * Likes and shares: one row per (post, user), and the post's counter moves in the same statement only when that
 * row was inserted or deleted, so counts stay exact under any concurrency and a repeat changes nothing.
 */
export class LikeService {
  constructor(private readonly deps: Deps) {}

  like(ctx: Context, postId: string): Promise<Post> {
    return this.add(ctx, postId, LIKE);
  }

  unlike(ctx: Context, postId: string): Promise<Post> {
    return this.remove(ctx, postId, LIKE);
  }

  share(ctx: Context, postId: string): Promise<Post> {
    return this.add(ctx, postId, SHARE);
  }

  private async add(ctx: Context, postId: string, reaction: Reaction): Promise<Post> {
    const viewer = requireViewer(ctx);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    // A post of someone blocked either way does not exist for the viewer (issue 33).
    if (await isBlockedWithAuthorOf(this.deps.db, viewer.id, postId)) throw notFound('content.postNotFound');
    try {
      const [row] = await preparedRows<PostRow & { notification?: NotificationPayload | null }>(
        this.deps.db,
        reaction === LIKE ? LIKE_STATEMENT : SHARE_STATEMENT,
        [postId, viewer.id],
      );
      const post = row ? toPost(row) : await this.current(postId);
      // The statement has committed: the author's subscriptions may read it back.
      this.deps.services.get(NotificationService).publish(row?.notification);
      // The response's viewerHasLiked: this caller likes it now.
      if (reaction === LIKE) post.loaded = { viewerHasLiked: true };
      return post;
    } catch (error) {
      // The post was deleted between the check and the insert.
      const failure = error as { driverError?: { code?: string }; code?: string };
      if ((failure.driverError?.code ?? failure.code) === '23503') throw notFound('content.postNotFound');
      throw error;
    }
  }

  private async remove(ctx: Context, postId: string, { table, counter }: Reaction): Promise<Post> {
    const viewer = requireViewer(ctx);
    if (!isUuid(postId)) throw notFound('content.postNotFound');
    const [row] = await sqlRows<PostRow>(
      this.deps.db,
      `WITH removed AS (DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2 RETURNING post_id)
       UPDATE posts p SET ${counter} = p.${counter} - 1 FROM removed WHERE p.id = removed.post_id
       RETURNING ${postColumns('p')}`,
      [postId, viewer.id],
    );
    return row ? toPost(row) : await this.current(postId);
  }

  private async current(postId: string): Promise<Post> {
    const post = await this.deps.services.get(PostService).findById(postId);
    if (!post) throw notFound('content.postNotFound');
    return post;
  }
}
