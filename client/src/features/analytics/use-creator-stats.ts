import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CREATOR_STATS_ARGS, CreatorStatsDocument } from './analytics-operations';
import type { CreatorStats } from './creator-stats-model';

/** The creator's real analytics; an account without posts sees its real zeros and how to start. */
export function useCreatorStats(): CreatorStatsState {
  const { data, loading, error } = useQuery(CreatorStatsDocument, { variables: CREATOR_STATS_ARGS });
  return useMemo(() => statsState(data?.myPostStats ?? null, loading && !data, error), [data, loading, error]);
}

export interface CreatorStatsState {
  stats: CreatorStats | null;
  /** No posts yet: the screens add how to start. */
  isEmpty: boolean;
  loading: boolean;
  error: unknown;
}

export function statsState(stats: CreatorStats | null, loading: boolean, error: unknown): CreatorStatsState {
  return { stats: loading ? null : stats, isEmpty: !loading && stats !== null && stats.posts === 0, loading, error };
}
