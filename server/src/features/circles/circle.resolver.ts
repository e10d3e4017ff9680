import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { CreateCircleInput, PostToCircleInput } from './circle.inputs';
import { CirclePostService } from './circle-post.service';
import { CircleService } from './circle.service';
import {
  Circle,
  CircleConnection,
  CircleJoinRequest,
  CircleJoinRequestConnection,
  CirclePost,
  CirclePostConnection,
} from './circle.types';

const First = () => Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault });
const After = () => Arg('after', () => String, { nullable: true });

@Resolver(() => Circle)
export class CircleResolver {
  @Authorized()
  @Query(() => CircleConnection, { description: 'Every circle, newest first, with what the caller is to each.' })
  circles(
    @First() first: number | null,
    @After() after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CircleConnection> {
    return ctx.services.get(CircleService).list(ctx, first, after);
  }

  @Authorized()
  @Query(() => Circle, { description: 'One circle; NOT_FOUND when there is none.' })
  circle(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Circle> {
    return ctx.services.get(CircleService).get(ctx, id);
  }

  @Authorized()
  @Query(() => CircleJoinRequestConnection, {
    description: "A circle's pending join requests, newest first: for its owner only.",
  })
  circleJoinRequests(
    @Arg('circleId', () => ID) circleId: string,
    @First() first: number | null,
    @After() after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CircleJoinRequestConnection> {
    return ctx.services.get(CircleService).requests(ctx, circleId, first, after);
  }

  @Authorized()
  @Mutation(() => Circle, { description: 'Creates a circle; the caller owns it and is its first member.' })
  createCircle(@Arg('input') input: CreateCircleInput, @Ctx() ctx: Context): Promise<Circle> {
    return ctx.services.get(CircleService).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Circle, {
    description: 'Joins a public circle at once; asks to join a private one (its owner is notified: CIRCLE_REQUEST).',
  })
  joinCircle(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Circle> {
    return ctx.services.get(CircleService).join(ctx, id);
  }

  @Authorized()
  @Mutation(() => Circle, {
    description: 'Leaves a circle, or takes back a request to join it. The owner cannot leave.',
  })
  leaveCircle(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Circle> {
    return ctx.services.get(CircleService).leave(ctx, id);
  }

  @Authorized()
  @Mutation(() => Circle, {
    description:
      'The owner approves a pending request; the creator becomes a member and is notified (CIRCLE_APPROVED).',
  })
  approveCircleRequest(
    @Arg('circleId', () => ID) circleId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Circle> {
    return ctx.services.get(CircleService).approve(ctx, circleId, userId);
  }

  @Authorized()
  @Mutation(() => Circle, { description: 'The owner declines a pending request; the creator may ask again.' })
  declineCircleRequest(
    @Arg('circleId', () => ID) circleId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Circle> {
    return ctx.services.get(CircleService).decline(ctx, circleId, userId);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'The owner deletes their circle with its members and posts. Answers its id.' })
  deleteCircle(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.get(CircleService).delete(ctx, id);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who created it.' })
  owner(@Root() circle: Circle, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(circle.ownerId);
  }
}

@Resolver(() => CirclePost)
export class CirclePostResolver {
  @Authorized()
  @Query(() => CirclePostConnection, {
    description: "A circle's discussion, newest first. A private circle's is for its members (FORBIDDEN otherwise).",
  })
  circlePosts(
    @Arg('circleId', () => ID) circleId: string,
    @First() first: number | null,
    @After() after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CirclePostConnection> {
    return ctx.services.get(CirclePostService).list(ctx, circleId, first, after);
  }

  @Authorized()
  @Mutation(() => CirclePost, { description: "Posts in a circle's discussion: members only." })
  postToCircle(@Arg('input') input: PostToCircleInput, @Ctx() ctx: Context): Promise<CirclePost> {
    return ctx.services.get(CirclePostService).post(ctx, input);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who wrote it.' })
  author(@Root() post: CirclePost, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(post.authorId);
  }
}

@Resolver(() => CircleJoinRequest)
export class CircleJoinRequestResolver {
  @FieldResolver(() => Profile, { nullable: true, description: 'Who asks to join.' })
  user(@Root() request: CircleJoinRequest, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(request.userId);
  }
}
