import type { MockLink } from '@apollo/client/testing';
import type { CircleViewerStatus } from '@/gql/graphql';
import {
  CircleJoinRequestsDocument,
  CirclePageDocument,
  CirclePostsDocument,
  CirclesPageDocument,
} from './circle-operations';

// Mocked answers of the Circles screens' queries, as the server shapes them.

const profile = (username: string) => ({
  __typename: 'Profile' as const,
  id: `p-${username}`,
  username,
  avatarUrl: null,
});

export const circle = (
  id: string,
  name: string,
  viewerStatus: CircleViewerStatus,
  extra: { isPrivate?: boolean; membersCount?: number; postsCount?: number } = {},
) => ({
  __typename: 'Circle' as const,
  id,
  name,
  description: null as string | null,
  isPrivate: false,
  membersCount: 1,
  postsCount: 0,
  viewerStatus,
  owner: { __typename: 'Profile' as const, id: 'p-owner', username: 'owner' },
  ...extra,
});

export const circlePost = (id: string, author: string, content: string, createdAt = '2025-03-01T10:00:00.000Z') => ({
  __typename: 'CirclePost' as const,
  id,
  content,
  createdAt,
  author: profile(author),
});

const connection = <T>(typename: string, nodes: T[], cursorOf: (node: T) => string) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: cursorOf(node), node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
});

export const circlesPage = (circles: ReturnType<typeof circle>[]): MockLink.MockedResponse => ({
  request: { query: CirclesPageDocument, variables: { first: 20 } },
  result: { data: { circles: connection('Circle', circles, (c) => c.id) } },
});

export const circlePage = (value: ReturnType<typeof circle>): MockLink.MockedResponse => ({
  request: { query: CirclePageDocument, variables: { id: value.id } },
  result: { data: { circle: value } },
});

export const circlePosts = (circleId: string, posts: ReturnType<typeof circlePost>[]): MockLink.MockedResponse => ({
  request: { query: CirclePostsDocument, variables: { circleId, first: 20 } },
  result: { data: { circlePosts: connection('CirclePost', posts, (p) => p.id) } },
});

export const joinRequests = (circleId: string, usernames: string[]): MockLink.MockedResponse => ({
  request: { query: CircleJoinRequestsDocument, variables: { circleId, first: 20 } },
  result: {
    data: {
      circleJoinRequests: connection(
        'CircleJoinRequest',
        usernames.map((username) => ({
          __typename: 'CircleJoinRequest' as const,
          circleId,
          createdAt: '2025-03-01T10:00:00.000Z',
          user: profile(username),
        })),
        (r) => r.user.id,
      ),
    },
  },
});
