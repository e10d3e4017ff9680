// Subscription topics. Payloads are plain data, so a Redis-backed pub/sub can carry them later.
export const TRENDING_HASHTAGS_UPDATED = 'TRENDING_HASHTAGS_UPDATED';

export interface TrendingHashtagPayload {
  id: string;
  tag: string;
  usageCount: number;
}
