import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedBetween } from '../../kernel/blocks';
import { sqlRows } from '../../db/sql';
import { Profile, ProfileService } from '../profiles';
import { emitWebhookEvent } from '../webhooks';
import {
  type NotificationPayload,
  NotificationService,
  FOLLOW_CONFLICT,
  NOTIFIED_RETURNING,
  notifiedJson,
} from '../notifications';

// A new follow notifies the followed creator in the same statement (a follow again after an unfollow refreshes it).
const FOLLOW = `WITH f AS (
    INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id, followee_id
  ), notified AS (
    INSERT INTO notifications (recipient_id, actor_id, kind) SELECT followee_id, follower_id, 'FOLLOW' FROM f
    ${FOLLOW_CONFLICT} ${NOTIFIED_RETURNING}
  )
  SELECT followee_id, ${notifiedJson()} AS notification FROM f`;
const UNFOLLOW = `DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 RETURNING followee_id`;

/**
 * Follows: one row per (follower, followee); both profiles' counters move in the same transaction only when the row
 * was inserted or deleted. The two profile rows are locked in id order first, so A following B while B follows A
 * cannot deadlock.
 */
export class FollowService {
  constructor(private readonly deps: Deps) {}

  follow(ctx: Context, username: string): Promise<Profile> {
    return this.change(ctx, username, 'follow');
  }

  unfollow(ctx: Context, username: string): Promise<Profile> {
    return this.change(ctx, username, 'unfollow');
  }

  /**
   * Ends the follows between two people both ways, in the caller's transaction (a block, issue 33): both profile rows
   * are locked in id order first, as a follow locks them, and each counter moves by the rows deleted.
   */
  async endBetween(tx: EntityManager, a: string, b: string): Promise<void> {
    await tx.query(`SELECT id FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [[a, b]]);
    await tx.query(
      `WITH ended AS (
         DELETE FROM follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)
         RETURNING follower_id, followee_id
       )
       UPDATE profiles p SET
         followers_count = p.followers_count - (SELECT count(*) FROM ended e WHERE e.followee_id = p.id)::int,
         following_count = p.following_count - (SELECT count(*) FROM ended e WHERE e.follower_id = p.id)::int
       WHERE p.id IN ($1, $2) AND EXISTS (SELECT 1 FROM ended)`,
      [a, b],
    );
  }

  private async change(ctx: Context, username: string, action: 'follow' | 'unfollow'): Promise<Profile> {
    const viewer = requireViewer(ctx);
    const target = await this.deps.services.get(ProfileService).findByUsername(username);
    if (!target) throw notFound('content.userNotFound');
    if (target.id === viewer.id) throw badInput('username', 'content.cannotFollowSelf');
    const delta = action === 'follow' ? 1 : -1;
    const notification = await this.deps.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [
        [viewer.id, target.id],
      ]);
      // Blocked either way (issue 33): no such person to follow. Read under the profiles' locks, which a block takes
      // too, so a follow cannot slip in beside a block being made.
      if (action === 'follow' && (await isBlockedBetween(tx, viewer.id, target.id)))
        throw notFound('content.userNotFound');
      const changed = await sqlRows<{ followee_id: string; notification?: NotificationPayload | null }>(
        tx,
        action === 'follow' ? FOLLOW : UNFOLLOW,
        [viewer.id, target.id],
      );
      if (changed.length === 0) return null;
      await tx.query(
        `UPDATE profiles SET followers_count = followers_count + CASE WHEN id = $2 THEN $3::int ELSE 0 END,
                             following_count = following_count + CASE WHEN id = $1 THEN $3::int ELSE 0 END
         WHERE id IN ($1, $2)`,
        [viewer.id, target.id, delta],
      );
      if (action === 'follow') {
        const data = { followerId: viewer.id, followeeId: target.id };
        await emitWebhookEvent(tx, { userId: target.id, type: 'follower.created', data });
      }
      return changed[0].notification;
    });
    // Committed: the followed creator's subscriptions may read it back.
    this.deps.services.get(NotificationService).publish(notification);
    return (await this.deps.db.getRepository(Profile).findOneBy({ id: target.id }))!;
  }
}
