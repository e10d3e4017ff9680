import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Post } from '../posts';
import { Profile, profileById } from '../profiles';
import { repostStatsByPostId, viewerRepostedPost, visibleQuotedPost } from './repost.loaders';
import { RepostService } from './repost.service';
import { reposterOf } from './reposted-by';

@Resolver(() => Post)
export class RepostResolver {
  @Authorized()
  @Mutation(() => Post, {
    description: "Reposts a post to the caller's followers; reposting it again changes nothing.",
  })
  repost(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(RepostService).repost(ctx, postId);
  }

  @Authorized()
  @Mutation(() => Post, { description: "Removes the caller's repost; without one, changes nothing." })
  undoRepost(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(RepostService).undoRepost(ctx, postId);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "A new post with the caller's text, quoting another post (checked as any post).",
  })
  quotePost(
    @Arg('postId', () => ID) postId: string,
    @Arg('content') content: string,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return ctx.services.get(RepostService).quote(ctx, postId, content);
  }

  @FieldResolver(() => Int, { description: 'How many people reposted it (quotes are counted in quotesCount).' })
  async repostsCount(@Root() post: Post, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.get(repostStatsByPostId).load(post.id)).repostsCount;
  }

  @FieldResolver(() => Int, { description: 'How many posts quote it.' })
  async quotesCount(@Root() post: Post, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.get(repostStatsByPostId).load(post.id)).quotesCount;
  }

  @FieldResolver(() => Boolean, { description: 'False for anonymous callers.' })
  viewerHasReposted(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> | boolean {
    if (!ctx.viewer) return false;
    return ctx.loaders.get(viewerRepostedPost).load(post.id);
  }

  @FieldResolver(() => Post, {
    nullable: true,
    description:
      'The post this one quotes; null when it is not a quote or the quoted post is gone (quotedPostRemoved).',
  })
  async quotedPost(@Root() post: Post, @Ctx() ctx: Context): Promise<Post | null> {
    const { quotedPostId } = await ctx.loaders.get(repostStatsByPostId).load(post.id);
    return quotedPostId ? ctx.loaders.get(visibleQuotedPost).load(quotedPostId) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      'A quote whose quoted post was deleted or removed (or is hidden from the viewer): shown as "post removed".',
  })
  async quotedPostRemoved(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    const { quotedPostId } = await ctx.loaders.get(repostStatsByPostId).load(post.id);
    return quotedPostId !== null && (await ctx.loaders.get(visibleQuotedPost).load(quotedPostId)) === null;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: 'In My Flow: the person the viewer follows (or the viewer) whose repost brought this post; else null.',
  })
  repostedBy(@Root() post: Post, @Ctx() ctx: Context): Promise<Profile | null> | null {
    const reposter = reposterOf(post);
    return reposter ? ctx.loaders.get(profileById).load(reposter.userId) : null;
  }
}
