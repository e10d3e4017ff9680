import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Post, postById } from '../posts';
import { Profile, profileById } from '../profiles';
import { Comment } from './comment.entity';
import { CommentService } from './comment.service';
import { CommentConnection } from './comment.types';

@Resolver(() => Comment)
export class CommentResolver {
  @Query(() => CommentConnection, {
    description: "A post's comments on the post itself, oldest first; with parentId, the replies to that comment.",
  })
  comments(
    @Arg('postId', () => ID) postId: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Ctx() ctx: Context,
  ): Promise<CommentConnection> {
    return ctx.services.get(CommentService).list(ctx, postId, first, after, parentId);
  }

  @Authorized()
  @Mutation(() => Comment, {
    description:
      "Comments on a post, or with parentId answers one of its comments (the comment's author is notified: REPLY); the post's commentsCount goes up by one.",
  })
  addComment(
    @Arg('postId', () => ID) postId: string,
    @Arg('content') content: string,
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return ctx.services.get(CommentService).add(ctx, postId, content, parentId);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Deletes a comment: its author or the post\'s author. One with replies stays as "comment removed" so its replies keep their place.',
  })
  deleteComment(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(CommentService).delete(ctx, id);
  }

  @FieldResolver(() => Post)
  async post(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Post> {
    return (await ctx.loaders.get(postById).load(comment.postId))!;
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Null when unknown: shown as Anonymous.' })
  author(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Profile | null> | Profile | null {
    if (!comment.userId) return null;
    const author = comment.loaded?.author;
    return author !== undefined ? author : ctx.loaders.get(profileById).load(comment.userId);
  }
}
