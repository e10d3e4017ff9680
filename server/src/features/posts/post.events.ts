import { Post } from './post.entity';

// Subscription topic and payload. The payload is plain data (dates as ISO text), so a Redis-backed pub/sub can carry it.
export const POST_CREATED = 'POST_CREATED';

export interface PostCreatedPayload {
  post: {
    id: string;
    userId: string | null;
    content: string;
    sensitive: boolean;
    mediaUrl: string | null;
    mediaType: Post['mediaType'];
    createdAt: string;
  };
  tags: string[];
}

export function postCreatedPayload(post: Post, tags: string[]): PostCreatedPayload {
  const { id, userId, content, sensitive, mediaUrl, mediaType } = post;
  return {
    post: { id, userId, content, sensitive, mediaUrl, mediaType, createdAt: post.createdAt.toISOString() },
    tags,
  };
}

/** The new post as subscribers receive it: no likes, comments or shares yet. */
export function postFromPayload(payload: PostCreatedPayload): Post {
  return Object.assign(new Post(), {
    ...payload.post,
    mediaKey: null,
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    createdAt: new Date(payload.post.createdAt),
  });
}
