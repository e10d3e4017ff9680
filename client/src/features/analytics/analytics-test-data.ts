import type { MockLink } from '@apollo/client/testing';
import { CREATOR_STATS_ARGS, CreatorStatsDocument } from './analytics-operations';

// Test helpers: myPostStats as the server answers it.
const totals = (
  values: Partial<Record<'impressions' | 'clicks' | 'likes' | 'comments' | 'shares' | 'newFollowers', number>> = {},
) => ({
  __typename: 'EngagementTotals' as const,
  impressions: 0,
  clicks: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  newFollowers: 0,
  ...values,
});

const day = (date: string, impressions = 0, likes = 0) => ({
  __typename: 'DailyEngagement' as const,
  date,
  impressions,
  likes,
  comments: 0,
  shares: 0,
  newFollowers: 0,
});

export function realStats() {
  return {
    __typename: 'CreatorStats' as const,
    id: 'user-1',
    posts: 2,
    followers: 3,
    allTime: totals({ impressions: 250, likes: 20, comments: 4, shares: 1, newFollowers: 3 }),
    last30Days: totals({ impressions: 200, likes: 16, comments: 3, shares: 1, newFollowers: 2 }),
    previous30Days: totals({ impressions: 160, likes: 20, comments: 0, shares: 0, newFollowers: 0 }),
    daily: [day('2025-06-29', 80, 6), day('2025-06-30', 120, 10)],
    topPosts: [
      {
        __typename: 'PostPerformance' as const,
        impressions: 150,
        clicks: 9,
        likes: 12,
        comments: 3,
        shares: 1,
        post: {
          __typename: 'Post' as const,
          id: 'post-1',
          content: 'My most watched post #afrobeats #lagos',
          createdAt: '2025-06-20T10:00:00.000Z',
          mediaType: null,
          hashtags: [
            { __typename: 'Hashtag' as const, id: 'h1', tag: 'afrobeats' },
            { __typename: 'Hashtag' as const, id: 'h2', tag: 'lagos' },
          ],
        },
      },
      {
        __typename: 'PostPerformance' as const,
        impressions: 50,
        clicks: 0,
        likes: 4,
        comments: 0,
        shares: 0,
        post: {
          __typename: 'Post' as const,
          id: 'post-2',
          content: 'A quieter one',
          createdAt: '2025-06-25T10:00:00.000Z',
          mediaType: null,
          hashtags: [],
        },
      },
    ],
  };
}

export function emptyStats() {
  return {
    ...realStats(),
    posts: 0,
    followers: 0,
    allTime: totals(),
    last30Days: totals(),
    previous30Days: totals(),
    daily: [day('2025-06-30')],
    topPosts: [],
  };
}

export const statsMock = (stats: ReturnType<typeof realStats>): MockLink.MockedResponse => ({
  request: { query: CreatorStatsDocument, variables: CREATOR_STATS_ARGS },
  result: { data: { myPostStats: stats } },
});
