import type { MockLink } from '@apollo/client/testing';
import type { CollabStatus, CollabType } from '@/gql/graphql';
import {
  CollabsPageDocument,
  SentCollabRequestsDocument,
  SentShoutoutsDocument,
  ShoutoutsPageDocument,
} from './community-operations';

// Mocked answers of the Shoutouts and Collab Requests screens' queries, as the server shapes them.

const profile = (username: string) => ({
  __typename: 'Profile' as const,
  id: `p-${username}`,
  username,
  avatarUrl: null,
});

export const shoutout = (
  id: string,
  from: string,
  to: string,
  message: string,
  createdAt = '2025-03-01T10:00:00.000Z',
) => ({
  __typename: 'Shoutout' as const,
  id,
  message,
  createdAt,
  from: profile(from),
  to: { __typename: 'Profile' as const, id: `p-${to}`, username: to },
});

export const collab = (
  id: string,
  from: string,
  to: string,
  type: CollabType,
  /** US dollars, given as the cents they are. */
  amount: number,
  status: CollabStatus,
  message = 'Let us work together.',
) => ({
  __typename: 'CollabRequest' as const,
  id,
  type,
  amountMoney: { __typename: 'Money' as const, amountMinor: String(Math.round(amount * 100)), currency: 'USD' },
  message,
  status,
  createdAt: '2025-03-01T10:00:00.000Z',
  decidedAt: status === 'ACCEPTED' || status === 'DECLINED' ? '2025-03-02T10:00:00.000Z' : null,
  from: profile(from),
  to: { __typename: 'Profile' as const, id: `p-${to}`, username: to },
});

const connection = <T extends { id: string }>(typename: string, nodes: T[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: node.id, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: nodes.at(-1)?.id ?? null },
});

/** The Shoutouts screen's two queries: the shoutouts received, and those given. */
export const shoutoutsPage = (
  received: ReturnType<typeof shoutout>[],
  sent: ReturnType<typeof shoutout>[] = [],
): MockLink.MockedResponse[] => [
  {
    request: { query: ShoutoutsPageDocument, variables: { first: 20 } },
    result: { data: { receivedShoutouts: connection('Shoutout', received) } },
  },
  {
    request: { query: SentShoutoutsDocument, variables: { first: 20 } },
    result: { data: { sentShoutouts: connection('Shoutout', sent) } },
  },
];

/** The Collab Requests screen's two queries: the requests received, and those sent. */
export const collabsPage = (
  received: ReturnType<typeof collab>[],
  sent: ReturnType<typeof collab>[] = [],
): MockLink.MockedResponse[] => [
  {
    request: { query: CollabsPageDocument, variables: { first: 20 } },
    result: { data: { receivedCollabRequests: connection('CollabRequest', received) } },
  },
  {
    request: { query: SentCollabRequestsDocument, variables: { first: 20 } },
    result: { data: { sentCollabRequests: connection('CollabRequest', sent) } },
  },
];
