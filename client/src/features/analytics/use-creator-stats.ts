import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CREATOR_STATS_ARGS, CreatorStatsDocument } from './analytics-operations';
import { sampleStats, type CreatorStats } from './creator-stats-model';

/**
 * The creator's real analytics, or sample figures (labelled by the screens) for an account without posts yet.
 */
export function useCreatorStats(): { stats: CreatorStats | null; isSample: boolean; loading: boolean; error: unknown } {
  const { data, loading, error } = useQuery(CreatorStatsDocument, { variables: CREATOR_STATS_ARGS });
  return useMemo(() => withSample(data?.myPostStats ?? null, loading && !data, error), [data, loading, error]);
}

export function withSample(real: CreatorStats | null, loading: boolean, error: unknown) {
  if (loading || !real) return { stats: null, isSample: false, loading, error };
  return real.posts > 0 ? { stats: real, isSample: false, loading, error } : { stats: sampleStats(), isSample: true, loading, error };
}
