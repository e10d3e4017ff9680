import { InMemoryCache } from '@apollo/client/cache';
import { addNotificationToCache, markAllReadInCache } from './notification-cache';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsBadgeDocument, NotificationsListDocument } from './notification-operations';

const actor = { __typename: 'Profile' as const, id: 'u1', username: 'amara', avatarUrl: null };
const post = { __typename: 'Post' as const, id: 'p1' };
const item = (id: string, read: boolean, createdAt = '2025-03-01T10:00:00.000Z') => ({
  __typename: 'Notification' as const,
  id,
  kind: 'LIKE' as const,
  read,
  createdAt,
  commentExcerpt: null,
  actor,
  post,
});
type Item = ReturnType<typeof item>;
const list = { query: NotificationsListDocument, variables: { first: NOTIFICATIONS_PAGE_SIZE } };

function cacheWith(items: Item[], unread: number): InMemoryCache {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: NotificationsBadgeDocument, data: { unreadNotificationsCount: unread } });
  const edges = items.map((node) => ({ __typename: 'NotificationEdge' as const, node }));
  const notifications = { __typename: 'NotificationConnection' as const, edges };
  cache.writeQuery({ ...list, data: { notifications } });
  return cache;
}
const ids = (cache: InMemoryCache) => cache.readQuery(list)!.notifications.edges.map(({ node }) => [node.id, node.read]);
const count = (cache: InMemoryCache) => cache.readQuery({ query: NotificationsBadgeDocument })!.unreadNotificationsCount;

describe('notification cache updates', () => {
  it('puts a new notification on top and counts it', () => {
    const cache = cacheWith([item('a', true)], 0);
    addNotificationToCache(cache, item('b', false));
    expect(ids(cache)).toEqual([['b', false], ['a', true]]);
    expect(count(cache)).toBe(1);
  });

  it('moves a repeated like up; it counts again only if it had been read', () => {
    const cache = cacheWith([item('a', false), item('b', true)], 1);
    addNotificationToCache(cache, item('b', false, '2025-03-01T11:00:00.000Z'));
    expect(ids(cache)).toEqual([['b', false], ['a', false]]);
    expect(count(cache)).toBe(2);
    addNotificationToCache(cache, item('a', false, '2025-03-01T12:00:00.000Z'));
    expect(ids(cache)).toEqual([['a', false], ['b', false]]);
    expect(count(cache)).toBe(2);
  });

  it('counts a notification when the list has not been loaded yet', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: NotificationsBadgeDocument, data: { unreadNotificationsCount: 4 } });
    addNotificationToCache(cache, item('a', false));
    expect(count(cache)).toBe(5);
    expect(cache.readQuery(list)).toBeNull();
  });

  it('marks everything read after markNotificationsRead', () => {
    const cache = cacheWith([item('a', false), item('b', true)], 3);
    markAllReadInCache(cache);
    expect(count(cache)).toBe(0);
    expect(ids(cache)).toEqual([['a', true], ['b', true]]);
  });
});
