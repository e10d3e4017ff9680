import { useCallback, useRef, useState } from 'react';

/** A Relay-style connection's pageInfo, as every list query asks for it. */
export interface LoadMorePageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/** A query's fetchMore, asked only for the page after a cursor. */
type FetchMore = (options: { variables: { after: string } }) => Promise<unknown>;

/**
 * "Load more" for a Relay-style connection: `loadMore` asks for the page after `pageInfo.endCursor` (the cache's field
 * policy appends it to the list), one page at a time. `hasMore` says there is a next page, `loadingMore` that it is
 * on its way, `moreFailed` that the last one could not be fetched (the query's own `error` stays as it was).
 */
export function useLoadMore(fetchMore: FetchMore, pageInfo: LoadMorePageInfo | null | undefined) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // A ref, not the state: a second click before the re-render must not fetch the same page twice.
  const busy = useRef(false);
  const endCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const loadMore = useCallback(() => {
    if (!endCursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => setMoreFailed(true))
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [endCursor, fetchMore]);
  return { hasMore: Boolean(endCursor), loadingMore, moreFailed, loadMore };
}
