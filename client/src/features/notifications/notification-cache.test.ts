import type { InMemoryCache } from '@apollo/client/cache';
import { createCache } from '@/apollo/cache';
import { addNotificationToCache, markReadInCache } from './notification-cache';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsBadgeDocument,
  NotificationsListDocument,
} from './notification-operations';

const actor = { __typename: 'Profile' as const, id: 'u1', username: 'amara', avatarUrl: null };
const post = { __typename: 'Post' as const, id: 'p1' };
const item = (id: string, read: boolean, createdAt = '2025-03-01T10:00:00.000Z') => ({
  __typename: 'Notification' as const,
  id,
  kind: 'LIKE' as const,
  read,
  createdAt,
  commentExcerpt: null,
  reportReason: null,
  removedKind: null,
  removedExcerpt: null,
  campaignName: null,
  tipAmountMinor: null,
  tipCurrency: null,
  tipMessage: null,
  withdrawalAmountMinor: null,
  withdrawalCurrency: null,
  actor,
  post,
  circle: null,
});
type Item = ReturnType<typeof item>;
const list = { query: NotificationsListDocument, variables: { first: NOTIFICATIONS_PAGE_SIZE } };

const page = (items: Item[], hasNextPage: boolean) => ({
  __typename: 'NotificationConnection' as const,
  edges: items.map((node) => ({ __typename: 'NotificationEdge' as const, cursor: `c-${node.id}`, node })),
  pageInfo: {
    __typename: 'PageInfo' as const,
    hasNextPage,
    endCursor: items.length ? `c-${items[items.length - 1].id}` : null,
  },
});

/** The app's cache (pages merge as in the app) with the badge and one page of notifications, or more. */
function cacheWith(items: Item[], unread: number, olderPage?: Item[]): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({ query: NotificationsBadgeDocument, data: { unreadNotificationsCount: unread } });
  cache.writeQuery({ ...list, data: { notifications: page(items, !!olderPage) } });
  if (olderPage) {
    const after = `c-${items[items.length - 1].id}`;
    cache.writeQuery({
      query: NotificationsListDocument,
      variables: { ...list.variables, after },
      data: { notifications: page(olderPage, false) },
    });
  }
  return cache;
}
const ids = (cache: InMemoryCache) =>
  cache.readQuery(list)!.notifications.edges.map(({ node }) => [node.id, node.read]);
const count = (cache: InMemoryCache) =>
  cache.readQuery({ query: NotificationsBadgeDocument })!.unreadNotificationsCount;

describe('notification cache updates', () => {
  it('puts a new notification on top and counts it', () => {
    const cache = cacheWith([item('a', true)], 0);
    addNotificationToCache(cache, item('b', false));
    expect(ids(cache)).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect(count(cache)).toBe(1);
  });

  it('moves a repeated like up; it counts again only if it had been read', () => {
    const cache = cacheWith([item('a', false), item('b', true)], 1);
    addNotificationToCache(cache, item('b', false, '2025-03-01T11:00:00.000Z'));
    expect(ids(cache)).toEqual([
      ['b', false],
      ['a', false],
    ]);
    expect(count(cache)).toBe(2);
    addNotificationToCache(cache, item('a', false, '2025-03-01T12:00:00.000Z'));
    expect(ids(cache)).toEqual([
      ['a', false],
      ['b', false],
    ]);
    expect(count(cache)).toBe(2);
  });

  it('keeps the older pages loaded with Load more, and where they end', () => {
    const cache = cacheWith([item('a', false)], 1, [item('b', true), item('c', true)]);
    expect(ids(cache)).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    addNotificationToCache(cache, item('d', false));
    addNotificationToCache(cache, item('b', false, '2025-03-01T11:00:00.000Z'));
    expect(ids(cache)).toEqual([
      ['b', false],
      ['d', false],
      ['a', false],
      ['c', true],
    ]);
    expect(cache.readQuery(list)!.notifications.pageInfo).toEqual({
      __typename: 'PageInfo',
      hasNextPage: false,
      endCursor: 'c-c',
    });
    expect(count(cache)).toBe(3);
  });

  it('counts a notification when the list has not been loaded yet', () => {
    const cache = createCache();
    cache.writeQuery({ query: NotificationsBadgeDocument, data: { unreadNotificationsCount: 4 } });
    addNotificationToCache(cache, item('a', false));
    expect(count(cache)).toBe(5);
    expect(cache.readQuery(list)).toBeNull();
  });

  it('marks read only the notifications given, on any loaded page, and counts down by what the server marked', () => {
    const cache = cacheWith([item('a', false), item('b', true)], 4, [item('c', false), item('d', false)]);
    markReadInCache(cache, ['a', 'c'], 2);
    expect(count(cache)).toBe(2);
    expect(ids(cache)).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', false],
    ]);
    // Someone else's tab marked them first: the server marked none, and the badge stays.
    markReadInCache(cache, ['d'], 0);
    expect(count(cache)).toBe(2);
    expect(ids(cache)).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', true],
    ]);
  });
});
