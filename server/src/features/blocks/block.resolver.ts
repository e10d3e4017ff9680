import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile } from '../profiles';
import { viewerMuted } from './block.loaders';
import { BlockService } from './block.service';

@Resolver(() => Profile)
export class BlockResolver {
  @Authorized()
  @Mutation(() => Profile, {
    description:
      'Blocks a person: follows between you end both ways, and neither of you sees or reaches the other. Returns their profile.',
  })
  block(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(BlockService).block(ctx, username);
  }

  @Authorized()
  @Mutation(() => Profile, { description: 'Lifts a block (follows that it ended stay ended). Returns the profile.' })
  unblock(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(BlockService).unblock(ctx, username);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description: "Mutes a person: their posts, reposts and notifications disappear for you; they aren't told.",
  })
  mute(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(BlockService).mute(ctx, username);
  }

  @Authorized()
  @Mutation(() => Profile, { description: 'Lifts a mute. Returns the profile.' })
  unmute(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(BlockService).unmute(ctx, username);
  }

  @Authorized()
  @Query(() => [Profile], { description: 'The people you blocked, most recently blocked first.' })
  blockedProfiles(@Ctx() ctx: Context): Promise<Profile[]> {
    return ctx.services.get(BlockService).blockedProfiles(ctx);
  }

  @Authorized()
  @Query(() => [Profile], { description: 'The people you muted, most recently muted first.' })
  mutedProfiles(@Ctx() ctx: Context): Promise<Profile[]> {
    return ctx.services.get(BlockService).mutedProfiles(ctx);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller muted this profile; false for anonymous callers.' })
  viewerHasMuted(@Root() profile: Profile, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.get(viewerMuted).load(profile.id);
  }
}
