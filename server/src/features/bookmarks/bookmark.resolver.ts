import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Post, PostConnection } from '../posts';
import { viewerBookmarkedPost } from './bookmark.loaders';
import { BookmarkService } from './bookmark.service';

@Resolver(() => Post)
export class BookmarkResolver {
  @Authorized()
  @Mutation(() => Post, {
    description: 'Saves a post for later (private to the caller); saving it again changes nothing.',
  })
  bookmark(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(BookmarkService).bookmark(ctx, postId);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: 'Removes a post from the caller’s saved posts; without it there, changes nothing.',
  })
  unbookmark(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(BookmarkService).unbookmark(ctx, postId);
  }

  @Authorized()
  @Query(() => PostConnection, { description: "The caller's saved posts, newest saved first." })
  bookmarks(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<PostConnection> {
    return ctx.services.get(BookmarkService).list(ctx, first, after);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller saved it; false for anonymous callers.' })
  viewerHasBookmarked(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> | boolean {
    if (!ctx.viewer) return false;
    return ctx.loaders.get(viewerBookmarkedPost).load(post.id);
  }
}
