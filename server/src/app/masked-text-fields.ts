import type { FieldOverride } from '../graphql/schema';
import type { CirclePost } from '../features/circles';
import type { CollabRequest } from '../features/collabs';
import type { Comment } from '../features/comments';
import type { Notification } from '../features/notifications';
import { paidPostText } from '../features/paid-posts';
import type { Post } from '../features/posts';
import type { Shoutout } from '../features/shoutouts';
import { shownText } from '../features/system-settings';

/**
 * The fields that answer through shownText, as plain graphql-js resolvers set on the built schema (graphql/schema.ts, given them by app/server.ts):
 * a list page asks for hundreds of texts, and type-graphql's wrapper around a field resolver cost about 2 µs a call
 * (a tag page's Node CPU went from 0.49 to 0.53 ms with Post.content as a @FieldResolver).
 */
export const MASKED_TEXT_FIELDS: readonly FieldOverride[] = [
  // A locked post's teaser to whoever is not entitled (paid-posts), masked as any text.
  [
    'Post',
    'content',
    (post: Post, _args, ctx) =>
      paidPostText(ctx, post).then((text) => shownText(ctx, text, post.sensitive, post.userId)),
  ],
  [
    'Comment',
    'content',
    (comment: Comment, _args, ctx) => shownText(ctx, comment.content, comment.sensitive, comment.userId),
  ],
  [
    'Shoutout',
    'message',
    (shoutout: Shoutout, _args, ctx) => shownText(ctx, shoutout.message, shoutout.sensitive, shoutout.fromUserId),
  ],
  [
    'CirclePost',
    'content',
    (post: CirclePost, _args, ctx) => shownText(ctx, post.content, post.sensitive, post.authorId),
  ],
  [
    'CollabRequest',
    'message',
    (request: CollabRequest, _args, ctx) => shownText(ctx, request.message, request.sensitive, request.fromUserId),
  ],
  [
    'Notification',
    'commentExcerpt',
    (notification: Notification, _args, ctx) =>
      notification.commentExcerpt === null
        ? null
        : shownText(ctx, notification.commentExcerpt, notification.commentSensitive, notification.actorId),
  ],
];
