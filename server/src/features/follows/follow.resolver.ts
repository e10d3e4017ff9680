import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile, ProfileConnection } from '../profiles';
import { FollowListService } from './follow-list.service';
import { FollowListArgs } from './follow-list.types';
import { viewerFollows } from './follow.loaders';
import { FollowService } from './follow.service';

@Resolver(() => Profile)
export class FollowResolver {
  @Authorized()
  @Mutation(() => Profile, {
    description: 'Follows a creator; following again changes nothing. Returns the followed profile.',
  })
  follow(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(FollowService).follow(ctx, username);
  }

  @Authorized()
  @Mutation(() => Profile, { description: 'Stops following a creator. Returns the profile.' })
  unfollow(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(FollowService).unfollow(ctx, username);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the caller follows this profile; false for anonymous callers.',
  })
  viewerIsFollowing(@Root() profile: Profile, @Ctx() ctx: Context): Promise<boolean> | boolean {
    // A profile page's statement answers it with the profile (profiles/profile-by-username.ts).
    return profile.viewerFollows ?? ctx.loaders.get(viewerFollows).load(profile.id);
  }

  @FieldResolver(() => ProfileConnection, {
    description:
      'Who follows this creator, most recent first. Only the creator sees it when they turned Show followers off (Privacy & Safety).',
  })
  followers(
    @Root() profile: Profile,
    @Args() { first, after }: FollowListArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return ctx.services.get(FollowListService).list(ctx, profile, 'followers', first, after);
  }

  @FieldResolver(() => ProfileConnection, { description: 'Whom this creator follows, most recent first.' })
  following(
    @Root() profile: Profile,
    @Args() { first, after }: FollowListArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return ctx.services.get(FollowListService).list(ctx, profile, 'following', first, after);
  }
}
