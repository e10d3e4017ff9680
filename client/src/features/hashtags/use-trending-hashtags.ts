import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LIMITS } from '@kuza/common';
import { TrendingHashtagsDocument, TrendingHashtagsUpdatedDocument } from './hashtag-operations';

/** The top 10 hashtags, kept current by the trendingHashtagsUpdated subscription (no polling). */
export function useTrendingHashtags() {
  const { data, loading, error, refetch, subscribeToMore } = useQuery(TrendingHashtagsDocument, {
    variables: { limit: LIMITS.trendingHashtags },
  });
  useEffect(
    () =>
      subscribeToMore({
        document: TrendingHashtagsUpdatedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({
          trendingHashtags: subscriptionData.data.trendingHashtagsUpdated,
        }),
      }),
    [subscribeToMore],
  );
  return { hashtags: data?.trendingHashtags ?? [], loading: loading && !data, error, refetch };
}
