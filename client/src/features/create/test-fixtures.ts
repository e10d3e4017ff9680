import type { PostCard_PostFragment } from '@/gql/graphql';

/** A post as the server returns it from createPost (with the typenames the cache needs). */
export function createdPost(content: string, overrides: Partial<PostCard_PostFragment> = {}) {
  return {
    __typename: 'Post' as const,
    id: 'post-new',
    content,
    createdAt: '2025-03-01T10:00:00.000Z',
    mediaUrl: null,
    mediaType: null,
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    viewerHasLiked: false,
    author: { __typename: 'Profile' as const, id: 'user-1', username: 'amina', avatarUrl: null, isVerified: false },
    hashtags: [],
    ...overrides,
  };
}
