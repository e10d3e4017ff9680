import type { Context } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { pageSize } from '../../kernel/pagination';
import { Profile, type ProfileConnection, profilePrivacyById, ProfileService } from '../profiles';
import { decodeCursor, encodeCursor } from '../../kernel/profile-cursor';
import { viewerSeesSql } from '../../kernel/blocks';

/** Who follows a creator, or whom they follow. */
export type FollowList = 'followers' | 'following';

// The profiles on the other side of each follow, and the side the list is read from (follows_followee_idx serves
// followers newest first; a creator follows few enough that following is sorted from the primary key's range).
const SIDES: Record<FollowList, { shown: string; owner: string }> = {
  followers: { shown: 'f.follower_id', owner: 'f.followee_id' },
  following: { shown: 'f.followee_id', owner: 'f.follower_id' },
};

/** A creator's followers and following, most recent follow first, as their profile page lists them. */
export class FollowListService {
  constructor(private readonly deps: Deps) {}

  async list(
    ctx: Context,
    owner: Profile,
    list: FollowList,
    first?: number | null,
    after?: string | null,
  ): Promise<ProfileConnection> {
    const size = pageSize(first);
    const cursor = after ? decodeCursor(after) : null;
    await this.deps.services.get(ProfileService).assertVisible(ctx, owner.id);
    // Show followers off (Privacy & Safety): only the creator sees who follows them.
    if (
      list === 'followers' &&
      ctx.viewer?.id !== owner.id &&
      !(await ctx.loaders.get(profilePrivacyById).load(owner.id)).showFollowers
    ) {
      throw forbidden('platform.followersPrivate');
    }
    const side = SIDES[list];
    const query = this.deps.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .innerJoin('follows', 'f', `${side.shown} = p.id`)
      .where(`${side.owner} = :owner`, { owner: owner.id })
      // People blocked either way with the reader are not listed (issue 33).
      .andWhere(viewerSeesSql('CAST(:viewer AS uuid)', 'p.id'), { viewer: ctx.viewer?.id ?? null })
      .addSelect('f.created_at::text', 'cursor_followed_at')
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(size + 1);
    if (cursor) query.andWhere('(f.created_at, p.id) < (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))', cursor);
    const { entities, raw } = await query.getRawAndEntities<{ cursor_followed_at: string }>();
    const edges = entities
      .slice(0, size)
      .map((node, i) => ({ node, cursor: encodeCursor({ createdAt: raw[i].cursor_followed_at, id: node.id }) }));
    return { edges, pageInfo: { hasNextPage: entities.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }
}
