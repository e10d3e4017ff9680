import { maskOffensive } from '@kuza/common';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../../graphql/context';
import type { CirclePost } from '../circles/circle.types';
import type { CollabRequest } from '../collabs/collab.types';
import type { Comment } from '../comments/comment.entity';
import type { Notification } from '../notifications/notification.types';
import type { Post } from '../posts/post.entity';
import type { Shoutout } from '../shoutouts/shoutout.types';
import { SystemSettingsService } from './system-settings.service';

/**
 * A post's, comment's, shoutout's, collab request's or circle post's text as the caller reads it: while System Settings' Profanity filter is on, the offensive
 * words of a sensitive text are masked ("f***") for everyone but its author. At once for every other text: list
 * pages ask this of every post.
 */
export function shownText(ctx: Pick<Context, 'viewer' | 'services'>, text: string, sensitive: boolean | undefined, authorId: string | null): string | Promise<string> {
  if (!sensitive || (ctx.viewer !== null && ctx.viewer.id === authorId)) return text;
  return ctx.services
    .get(SystemSettingsService)
    .current()
    .then((switches) => (switches.profanityFilter ? maskOffensive(text) : text));
}

/**
 * The fields that answer through shownText, as plain graphql-js resolvers set on the built schema (graphql/schema.ts):
 * a list page asks for hundreds of texts, and type-graphql's wrapper around a field resolver cost about 2 µs a call
 * (a tag page's Node CPU went from 0.49 to 0.53 ms with Post.content as a @FieldResolver).
 */
export const MASKED_TEXT_FIELDS: ReadonlyArray<[type: string, field: string, resolve: GraphQLFieldResolver<never, Context>]> = [
  ['Post', 'content', (post: Post, _args, ctx) => shownText(ctx, post.content, post.sensitive, post.userId)],
  ['Comment', 'content', (comment: Comment, _args, ctx) => shownText(ctx, comment.content, comment.sensitive, comment.userId)],
  ['Shoutout', 'message', (shoutout: Shoutout, _args, ctx) => shownText(ctx, shoutout.message, shoutout.sensitive, shoutout.fromUserId)],
  ['CirclePost', 'content', (post: CirclePost, _args, ctx) => shownText(ctx, post.content, post.sensitive, post.authorId)],
  ['CollabRequest', 'message', (request: CollabRequest, _args, ctx) => shownText(ctx, request.message, request.sensitive, request.fromUserId)],
  [
    'Notification',
    'commentExcerpt',
    (notification: Notification, _args, ctx) =>
      notification.commentExcerpt === null ? null : shownText(ctx, notification.commentExcerpt, notification.commentSensitive, notification.actorId),
  ],
];
