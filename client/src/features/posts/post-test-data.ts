import type { PostCard_PostFragment } from '@/gql/graphql';

/** A post as the server sends it for a card, with the typenames the cache needs: test mocks and cache seeds. */
export function cardPost(id: string, content: string, overrides: Partial<PostCard_PostFragment> = {}) {
  return {
    __typename: 'Post' as const,
    id,
    content,
    sensitive: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    mediaUrl: null,
    mediaType: null,
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    tipsCount: 0,
    editedAt: null as string | null,
    viewerHasLiked: false,
    repostsCount: 0,
    quotesCount: 0,
    viewerHasReposted: false,
    quotedPostRemoved: false,
    quotedPost: null,
    viewerHasBookmarked: false,
    author: { __typename: 'Profile' as const, id: 'user-1', username: 'amina', avatarUrl: null, isVerified: false },
    hashtags: [] as Array<{ __typename: 'Hashtag'; id: string; tag: string }>,
    viewerCanAccess: true,
    access: { __typename: 'PostAccess' as const, kind: 'PUBLIC' as const, price: null, tiers: [] },
    ...overrides,
  };
}
