import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile } from '../profiles/profile.entity';
import { viewerFollows } from './follow.loaders';
import { FollowService } from './follow.service';

@Resolver(() => Profile)
export class FollowResolver {
  @Authorized()
  @Mutation(() => Profile, { description: 'Follows a creator; following again changes nothing. Returns the followed profile.' })
  follow(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(FollowService).follow(ctx, username);
  }

  @Authorized()
  @Mutation(() => Profile, { description: 'Stops following a creator. Returns the profile.' })
  unfollow(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(FollowService).unfollow(ctx, username);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller follows this profile; false for anonymous callers.' })
  viewerIsFollowing(@Root() profile: Profile, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.get(viewerFollows).load(profile.id);
  }
}
