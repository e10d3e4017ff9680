import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CREATOR_STATS_ARGS, CreatorStatsDocument } from './analytics-operations';
import { sampleStats, type CreatorStats } from './creator-stats-model';

/**
 * The creator's real analytics, or sample figures (labelled by the screens) for an account without posts yet.
 */
export function useCreatorStats(): CreatorStatsState {
  const { data, loading, error } = useQuery(CreatorStatsDocument, { variables: CREATOR_STATS_ARGS });
  return useMemo(() => withSample(data?.myPostStats ?? null, loading && !data, error), [data, loading, error]);
}

export interface CreatorStatsState {
  /** What to show: the real figures, or the sample when the creator has no posts. */
  stats: CreatorStats | null;
  /** The server's figures, always (e.g. followers are real even without posts). */
  real: CreatorStats | null;
  isSample: boolean;
  loading: boolean;
  error: unknown;
}

export function withSample(real: CreatorStats | null, loading: boolean, error: unknown): CreatorStatsState {
  if (loading || !real) return { stats: null, real, isSample: false, loading, error };
  return { stats: real.posts > 0 ? real : sampleStats(), real, isSample: real.posts === 0, loading, error };
}
