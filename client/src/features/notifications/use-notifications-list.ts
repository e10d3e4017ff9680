import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsListDocument } from './notification-operations';

/**
 * The popover's list: the newest page, fetched afresh on each opening, then older pages on demand. The cache's
 * field policy for Query.notifications appends each page (see apollo/cache.ts), so `notifications` is all of them.
 */
export function useNotificationsList() {
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(NotificationsListDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const pageInfo = data?.notifications.pageInfo;
  const endCursor = pageInfo?.endCursor;

  const loadMore = useCallback(() => {
    if (!endCursor) return;
    setMoreFailed(false);
    // fetchMore's error does not reach the query's own `error` (the list stays): show it by the button instead.
    fetchMore({ variables: { after: endCursor } }).catch(() => setMoreFailed(true));
  }, [endCursor, fetchMore]);

  return {
    notifications: data?.notifications.edges.map(({ node }) => node),
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    hasMore: !!pageInfo?.hasNextPage && !!endCursor,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    moreFailed,
    loadMore,
  };
}
