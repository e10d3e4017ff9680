import type { ApolloCache } from '@apollo/client';
import type { NotificationItem_NotificationFragment } from '@/gql/graphql';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsBadgeDocument,
  NotificationsListDocument,
} from './notification-operations';

const list = { query: NotificationsListDocument, variables: { first: NOTIFICATIONS_PAGE_SIZE } };

/**
 * A notification pushed live: on top of the list (a repeated like or follow moves up from where it was) and one more
 * unread, unless the list already showed it unread. Call it before the pushed notification is written to the cache
 * (the subscription uses `no-cache`), so its previous `read` is still there to compare.
 */
export function addNotificationToCache(cache: ApolloCache, notification: NotificationItem_NotificationFragment): void {
  let alreadyUnread = false;
  cache.updateQuery(list, (data) => {
    if (!data) return data; // the list is fetched when the popover opens
    const edges = data.notifications.edges;
    alreadyUnread = edges.some(({ node }) => node.id === notification.id && !node.read);
    const others = edges.filter(({ node }) => node.id !== notification.id);
    // No server cursor for a pushed one; Load more goes on from pageInfo.endCursor, which this keeps.
    const pushed = { __typename: 'NotificationEdge' as const, cursor: '', node: notification };
    return { ...data, notifications: { ...data.notifications, edges: [pushed, ...others] } };
  });
  if (alreadyUnread) return;
  cache.updateQuery({ query: NotificationsBadgeDocument }, (data) =>
    data ? { ...data, unreadNotificationsCount: data.unreadNotificationsCount + 1 } : data,
  );
}

/** After markNotificationsRead(ids): those are read, and the badge counts `marked` fewer (the server's answer). */
export function markReadInCache(cache: ApolloCache, ids: readonly string[], marked: number): void {
  cache.updateQuery({ query: NotificationsBadgeDocument }, (data) =>
    data ? { ...data, unreadNotificationsCount: Math.max(0, data.unreadNotificationsCount - marked) } : data,
  );
  const wanted = new Set(ids);
  for (const { node } of cache.readQuery(list)?.notifications.edges ?? []) {
    if (!node.read && wanted.has(node.id)) cache.modify({ id: cache.identify(node), fields: { read: () => true } });
  }
}
