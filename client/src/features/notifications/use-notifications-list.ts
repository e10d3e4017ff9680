import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '@/lib/use-load-more';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsListDocument } from './notification-operations';

/**
 * The popover's list: the newest page, fetched afresh on each opening, then older pages on demand. The cache's
 * field policy for Query.notifications appends each page (see apollo/cache.ts), so `notifications` is all of them.
 */
export function useNotificationsList() {
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsListDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // A failed page does not reach the query's own `error` (the list stays): the popover shows it by the button instead.
  const { hasMore, loadingMore, moreFailed, loadMore } = useLoadMore(fetchMore, data?.notifications.pageInfo);

  return {
    notifications: data?.notifications.edges.map(({ node }) => node),
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    hasMore,
    loadingMore,
    moreFailed,
    loadMore,
  };
}
