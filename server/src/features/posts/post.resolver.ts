import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { normalizeTag } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { BlockRelations, hides } from '../../kernel/blocks';
import { Hashtag, hashtagsByPostId } from '../hashtags';
import { viewerLikedPost } from '../likes';
import { Profile, profileById } from '../profiles';
import { Post } from './post.entity';
import { POST_CREATED, postFromPayload, type PostCreatedPayload } from './post.events';
import { PostService } from './post.service';
import { postSelectionOf } from './post-selection';
import { CreatePostInput, PostConnection } from './post.types';

interface PostDelivery {
  payload: PostCreatedPayload;
  args: { tag?: string | null };
  context: Context;
}

/** A subscriber is not sent the posts of people blocked either way or muted (issue 33); anonymous ones at once. */
const seesAuthor = (ctx: Context, authorId: string | null): boolean | Promise<boolean> =>
  !ctx.viewer || !authorId
    ? true
    : ctx.services
        .get(BlockRelations)
        .hiddenFor(ctx.viewer.id)
        .then((hidden) => !hides(hidden, authorId));

@Resolver(() => Post)
export class PostResolver {
  @Query(() => Post, { nullable: true })
  post(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Post | null> {
    return ctx.services.get(PostService).findVisible(ctx, id);
  }

  @Query(() => PostConnection, { description: "Posts newest first; only one author's with authorUsername." })
  posts(
    @Arg('authorUsername', () => String, { nullable: true }) authorUsername: string | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    return ctx.services.get(PostService).list(ctx, authorUsername, first, after, postSelectionOf(info));
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Parses and links hashtags, keeps usageCount exact, and notifies subscribers.' })
  createPost(@Arg('input') input: CreatePostInput, @Ctx() ctx: Context): Promise<Post> {
    return ctx.services.get(PostService).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'The author, a MODERATOR or an ADMIN may delete a post.' })
  deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(PostService).delete(ctx, id);
  }

  @Subscription(() => Post, {
    topics: POST_CREATED,
    filter: ({ payload, args, context }: PostDelivery) =>
      (!args.tag || payload.tags.includes(normalizeTag(args.tag.trim()))) && seesAuthor(context, payload.post.userId),
    description: 'New posts; with `tag`, only those with that hashtag (matched case-insensitively).',
  })
  postCreated(
    @Root() payload: PostCreatedPayload,
    @Arg('tag', () => String, { nullable: true }) _tag: string | null,
  ): Post {
    return postFromPayload(payload);
  }

  // Each answers from what the post's own statement read (Post.loaded) when it did, else through the request's loader.
  @FieldResolver(() => Profile, { nullable: true, description: 'Null when unknown: shown as Anonymous.' })
  author(@Root() post: Post, @Ctx() ctx: Context): Promise<Profile | null> | Profile | null {
    if (!post.userId) return null;
    const author = post.loaded?.author;
    return author !== undefined ? author : ctx.loaders.get(profileById).load(post.userId);
  }

  @FieldResolver(() => [Hashtag])
  hashtags(@Root() post: Post, @Ctx() ctx: Context): Promise<Hashtag[]> | Hashtag[] {
    return post.loaded?.hashtags ?? ctx.loaders.get(hashtagsByPostId).load(post.id);
  }

  @FieldResolver(() => Boolean, { description: 'False for anonymous callers.' })
  viewerHasLiked(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> | boolean {
    if (!ctx.viewer) return false; // at once: a promise per post costs more than the rest of an anonymous page
    return post.loaded?.viewerHasLiked ?? ctx.loaders.get(viewerLikedPost).load(post.id);
  }
}
