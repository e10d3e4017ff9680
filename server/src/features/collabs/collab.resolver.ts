import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { SendCollabRequestInput } from './collab.inputs';
import { CollabService } from './collab.service';
import { CollabRequest, CollabRequestConnection } from './collab.types';

@Resolver(() => CollabRequest)
export class CollabResolver {
  @Authorized()
  @Query(() => CollabRequestConnection, { description: 'Collab requests the caller received, newest first.' })
  receivedCollabRequests(
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CollabRequestConnection> {
    return ctx.services.get(CollabService).list(ctx, 'received', first, after);
  }

  @Authorized()
  @Query(() => CollabRequestConnection, {
    description: 'Collab requests the caller sent, newest first, with their status.',
  })
  sentCollabRequests(
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CollabRequestConnection> {
    return ctx.services.get(CollabService).list(ctx, 'sent', first, after);
  }

  @Authorized()
  @Mutation(() => CollabRequest, {
    description:
      'Offers a creator a collab. Refused when they turned Collab requests off (Privacy & Safety) or already have an open request from the caller. They are notified (COLLAB_REQUEST).',
  })
  sendCollabRequest(@Arg('input') input: SendCollabRequestInput, @Ctx() ctx: Context): Promise<CollabRequest> {
    return ctx.services.get(CollabService).send(ctx, input);
  }

  @Authorized()
  @Mutation(() => CollabRequest, { description: "The recipient opens a request's details: NEW becomes PENDING." })
  openCollabRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CollabRequest> {
    return ctx.services.get(CollabService).open(ctx, id);
  }

  @Authorized()
  @Mutation(() => CollabRequest, {
    description: 'The recipient accepts a new or pending request; the sender is notified (COLLAB_ACCEPTED).',
  })
  acceptCollabRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CollabRequest> {
    return ctx.services.get(CollabService).decide(ctx, id, 'accepted');
  }

  @Authorized()
  @Mutation(() => CollabRequest, {
    description: 'The recipient declines a new or pending request; the sender is notified (COLLAB_DECLINED).',
  })
  declineCollabRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CollabRequest> {
    return ctx.services.get(CollabService).decide(ctx, id, 'declined');
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who sent it.' })
  from(@Root() request: CollabRequest, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(request.fromUserId);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Whom it asks.' })
  to(@Root() request: CollabRequest, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(request.toUserId);
  }
}
