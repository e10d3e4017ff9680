import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@kuza/common';
import type { FeedFilter, FeedMode } from '@/gql/graphql';
import { useLoadMore } from '@/lib/use-load-more';
import { FeedPageDocument } from './feed-operations';

/** One feed (mode, filters, energy) with its pages; a changed dial or filter is a fresh list from the top. */
export function useFeed(mode: FeedMode, filters: FeedFilter[], energy: number) {
  const { data, loading, error, fetchMore, refetch } = useQuery(FeedPageDocument, {
    variables: { mode, filters, energy, first: LIMITS.pageSizeDefault },
    // Explanations depend on the dial: a list cached for another setting is shown, then refreshed.
    nextFetchPolicy: (current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : current),
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.feed;
  const { hasMore, loadMore } = useLoadMore(fetchMore, connection?.pageInfo);
  return {
    posts: connection?.edges.map((edge) => edge.node) ?? [],
    message: connection?.message ?? null,
    hasNextPage: hasMore,
    loading: loading && !connection,
    loadingMore: loading && !!connection,
    error,
    loadMore,
    reload: refetch,
  };
}
