// Test helper (not shipped): notifications and mocked responses for the bell's and the panel's tests.
import type { MockLink } from '@apollo/client/testing';
import type { NotificationKind, ReportReason } from '@/gql/graphql';
import {
  MarkNotificationsReadDocument,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationAddedDocument,
  NotificationsBadgeDocument,
  NotificationsListDocument,
} from './notification-operations';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

interface NotificationOptions {
  read?: boolean;
  minutes?: number;
  excerpt?: string | null;
  postId?: string;
  reportReason?: ReportReason | null;
}

export function notification(
  id: string,
  kind: NotificationKind,
  username: string | null,
  { read = false, minutes = 5, excerpt = null, postId = 'post-1', reportReason = null }: NotificationOptions = {},
) {
  return {
    __typename: 'Notification' as const,
    id,
    kind,
    read,
    createdAt: minutesAgo(minutes),
    commentExcerpt: excerpt,
    reportReason,
    removedKind: null as 'POST' | 'COMMENT' | null,
    removedExcerpt: null as string | null,
    campaignName: kind.startsWith('CAMPAIGN') ? 'Lagos Nights EP launch' : (null as string | null),
    tipAmountMinor: kind === 'TIP' ? '500' : (null as string | null),
    tipCurrency: kind === 'TIP' ? 'USD' : (null as string | null),
    tipMessage: kind === 'TIP' ? 'Asante!' : (null as string | null),
    withdrawalAmountMinor: kind.startsWith('WITHDRAWAL') ? '990' : (null as string | null),
    withdrawalCurrency: kind.startsWith('WITHDRAWAL') ? 'USD' : (null as string | null),
    actor: username ? { __typename: 'Profile' as const, id: `user-${username}`, username, avatarUrl: null } : null,
    post:
      kind === 'FOLLOW' || kind === 'SIGNUP' || kind.startsWith('CIRCLE') || kind.startsWith('CAMPAIGN')
        ? null
        : { __typename: 'Post' as const, id: postId },
    circle: kind.startsWith('CIRCLE') ? { __typename: 'Circle' as const, id: 'circle-1', name: 'Lagos Poets' } : null,
  };
}
type MockNotification = ReturnType<typeof notification>;

export const cursorOf = (node: MockNotification) => `cursor-${node.id}`;

export const badge = (count: number): MockLink.MockedResponse => ({
  request: { query: NotificationsBadgeDocument },
  result: { data: { unreadNotificationsCount: count } },
});

interface PageOptions {
  /** The cursor this page follows (absent: the newest page). */
  after?: string;
  hasNextPage?: boolean;
  delay?: number;
}

/** One page of the list, as the server answers it; its endCursor is its last notification's cursor. */
export function listPage(
  nodes: MockNotification[],
  { after, hasNextPage = false, delay }: PageOptions = {},
): MockLink.MockedResponse {
  const last = nodes[nodes.length - 1];
  return {
    request: {
      query: NotificationsListDocument,
      variables: { first: NOTIFICATIONS_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationConnection',
          edges: nodes.map((node) => ({ __typename: 'NotificationEdge', cursor: cursorOf(node), node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: last ? cursorOf(last) : null },
        },
      },
    },
    delay,
  };
}

/** markNotificationsRead for exactly these ids (the mock fails on others), answering that all were unread. */
export const markRead = (ids: string[], onCall?: () => void): MockLink.MockedResponse => ({
  request: { query: MarkNotificationsReadDocument, variables: { ids } },
  result: () => {
    onCall?.();
    return { data: { markNotificationsRead: ids.length } };
  },
});

// Nothing is pushed live unless a test says so.
export const quiet: MockLink.MockedResponse = {
  request: { query: NotificationAddedDocument },
  result: { data: null },
  delay: 60_000,
};
