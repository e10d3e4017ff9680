import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Post } from '../posts';
import { LikeService } from './like.service';

@Resolver(() => Post)
export class LikeResolver {
  @Authorized()
  @Mutation(() => Post, { description: 'Likes a post; liking it again changes nothing.' })
  likePost(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(LikeService).like(ctx, postId);
  }

  @Authorized()
  @Mutation(() => Post, { description: "Removes the caller's like; without one, changes nothing." })
  unlikePost(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(LikeService).unlike(ctx, postId);
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Counts a share by the caller (once per person).' })
  sharePost(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(LikeService).share(ctx, postId);
  }
}
