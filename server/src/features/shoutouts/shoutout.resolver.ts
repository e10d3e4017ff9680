import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { ShoutoutService } from './shoutout.service';
import { SendShoutoutInput } from './shoutout.inputs';
import { Shoutout, ShoutoutConnection } from './shoutout.types';

@Resolver(() => Shoutout)
export class ShoutoutResolver {
  @Authorized()
  @Query(() => ShoutoutConnection, { description: 'Shoutouts the caller received, newest first.' })
  receivedShoutouts(
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ShoutoutConnection> {
    return ctx.services.get(ShoutoutService).list(ctx, 'received', first, after);
  }

  @Authorized()
  @Query(() => ShoutoutConnection, { description: 'Shoutouts the caller gave, newest first.' })
  sentShoutouts(
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ShoutoutConnection> {
    return ctx.services.get(ShoutoutService).list(ctx, 'sent', first, after);
  }

  @Authorized()
  @Mutation(() => Shoutout, {
    description: 'Recommends a creator (spec §5: a username, then a message). They are notified (SHOUTOUT).',
  })
  sendShoutout(@Arg('input') input: SendShoutoutInput, @Ctx() ctx: Context): Promise<Shoutout> {
    return ctx.services.get(ShoutoutService).send(ctx, input);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who gave it.' })
  from(@Root() shoutout: Shoutout, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(shoutout.fromUserId);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Whom it recommends.' })
  to(@Root() shoutout: Shoutout, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(shoutout.toUserId);
  }
}
