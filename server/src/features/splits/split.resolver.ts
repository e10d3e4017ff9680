import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { SplitService } from './split.service';
import { Post } from '../posts';
import { SPLIT_POSTS_SHOWN, splitEarned, splitPosts } from './split.loaders';
import {
  CreateEarningsSplitInput,
  EarningsShare,
  EarningsSplit,
  EarningsSplitConnection,
  SplitEarned,
} from './split.types';

@Resolver(() => EarningsSplit)
export class SplitResolver {
  @Authorized()
  @Query(() => EarningsSplitConnection, {
    description: "Split Earnings: the caller's splits, those they made and those they are in, newest first.",
  })
  earningsSplits(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<EarningsSplitConnection> {
    return ctx.services.get(SplitService).list(ctx, first, after);
  }

  @Authorized()
  @Mutation(() => EarningsSplit, { description: "Saves a split of a project's earnings with other creators." })
  createEarningsSplit(
    @Arg('input', () => CreateEarningsSplitInput) input: CreateEarningsSplitInput,
    @Ctx() ctx: Context,
  ): Promise<EarningsSplit> {
    return ctx.services.get(SplitService).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a split the caller made.' })
  deleteEarningsSplit(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(SplitService).delete(ctx, id);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who made it; null when their account is gone.' })
  owner(@Root() split: EarningsSplit, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(split.ownerId);
  }

  @FieldResolver(() => [SplitEarned], {
    description: "Earned so far through posts it is attached to, per currency: in total and the caller's share.",
  })
  earnedSoFar(@Root() split: EarningsSplit, @Ctx() ctx: Context): Promise<SplitEarned[]> {
    return ctx.loaders.get(splitEarned).load(split.id);
  }

  @FieldResolver(() => [Post], {
    description: `The posts it is attached to, most recently attached first (at most ${SPLIT_POSTS_SHOWN}).`,
  })
  posts(@Root() split: EarningsSplit, @Ctx() ctx: Context): Promise<Post[]> {
    return ctx.loaders.get(splitPosts).load(split.id);
  }
}

@Resolver(() => EarningsShare)
export class EarningsShareResolver {
  @FieldResolver(() => Profile, { nullable: true, description: 'The collaborator; null when their account is gone.' })
  collaborator(@Root() share: EarningsShare, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(share.userId);
  }
}
