import { CONTENT_MESSAGES as C } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../posts/post.service';
import { sqlRows } from '../../db/sql';
import { Profile } from '../profiles/profile.entity';
import { ProfileService } from '../profiles/profile.service';

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

  private async change(ctx: Context, username: string, action: 'follow' | 'unfollow'): Promise<Profile> {
    const viewer = requireViewer(ctx);
    const target = await this.deps.services.get(ProfileService).findByUsername(username);
    if (!target) throw notFound(C.userNotFound);
    if (target.id === viewer.id) throw badInput('username', C.cannotFollowSelf);
    const delta = action === 'follow' ? 1 : -1;
    await this.deps.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [[viewer.id, target.id]]);
      const changed = await sqlRows<{ followee_id: string }>(
        tx,
        action === 'follow'
          ? `INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING followee_id`
          : `DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 RETURNING followee_id`,
        [viewer.id, target.id],
      );
      if (changed.length === 0) return;
      await tx.query(
        `UPDATE profiles SET followers_count = followers_count + CASE WHEN id = $2 THEN $3::int ELSE 0 END,
                             following_count = following_count + CASE WHEN id = $1 THEN $3::int ELSE 0 END
         WHERE id IN ($1, $2)`,
        [viewer.id, target.id, delta],
      );
    });
    return (await this.deps.db.getRepository(Profile).findOneBy({ id: target.id }))!;
  }
}
