import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { isOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Comment } from '../comments';
import { Post } from '../posts';
import { shownText } from '../system-settings';
import { CommentEditService } from './comment-edit.service';
import { ContentVersion } from './content-version.type';
import { commentVersions, postEditedAt, postVersions } from './edit.loaders';
import { type EditedPost, PostEditService } from './post-edit.service';

@Resolver(() => Post)
export class PostEditResolver {
  @Authorized()
  @Mutation(() => Post, {
    description:
      "Edits a post's text (its author only), checked as a new post is; hashtags follow the text (usage counts kept exact) and the earlier text stays in `versions`.",
  })
  editPost(@Arg('id', () => ID) id: string, @Arg('content') content: string, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(PostEditService).edit(ctx, id, content);
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When its author last edited it; null when never edited.' })
  editedAt(@Root() post: EditedPost, @Ctx() ctx: Context): Promise<Date | null> | Date | null {
    return post.editedAt !== undefined ? post.editedAt : ctx.loaders.get(postEditedAt).load(post.id);
  }

  @FieldResolver(() => [ContentVersion], { description: 'Its earlier texts, oldest first (empty when never edited).' })
  versions(@Root() post: Post, @Ctx() ctx: Context): Promise<ContentVersion[]> {
    return ctx.loaders.get(postVersions).load(post.id);
  }
}

@Resolver(() => Comment)
export class CommentEditResolver {
  @Authorized()
  @Mutation(() => Comment, {
    description:
      "Edits a comment's text (its author only), checked as a new comment is; the earlier text stays in `versions`.",
  })
  editComment(@Arg('id', () => ID) id: string, @Arg('content') content: string, @Ctx() ctx: Context): Promise<Comment> {
    return ctx.services.get(CommentEditService).edit(ctx, id, content);
  }

  @FieldResolver(() => [ContentVersion], { description: 'Its earlier texts, oldest first (empty when never edited).' })
  versions(@Root() comment: Comment, @Ctx() ctx: Context): Promise<ContentVersion[]> {
    return ctx.loaders.get(commentVersions).load(comment.id);
  }
}

@Resolver(() => ContentVersion)
export class ContentVersionResolver {
  @FieldResolver(() => String)
  content(@Root() version: ContentVersion, @Ctx() ctx: Context): string | Promise<string> {
    return shownText(ctx, version.content, isOffensive(version.content), version.authorId);
  }
}
