import { graphql } from '@/gql';

/** The one analytics query (Overview, Top Posts, Audience Insights, Growth Coach, Creator Hub): same arguments everywhere, so they share one cache entry. */
export const CREATOR_STATS_ARGS = { days: 30, top: 10 } as const;

export const CreatorStatsFragment = graphql(`
  fragment CreatorStats_stats on CreatorStats {
    id
    posts
    followers
    allTime {
      impressions
      clicks
      likes
      comments
      shares
      newFollowers
    }
    last30Days {
      impressions
      clicks
      likes
      comments
      shares
      newFollowers
    }
    previous30Days {
      impressions
      clicks
      likes
      comments
      shares
      newFollowers
    }
    daily {
      date
      impressions
      likes
      comments
      shares
      newFollowers
    }
    topPosts {
      impressions
      clicks
      likes
      comments
      shares
      post {
        id
        content
        createdAt
        mediaType
        hashtags {
          id
          tag
        }
      }
    }
  }
`);

export const CreatorStatsDocument = graphql(`
  query CreatorStats($days: Int!, $top: Int!) {
    myPostStats(days: $days, top: $top) {
      ...CreatorStats_stats
    }
  }
`);

export const AudienceInsightsDocument = graphql(`
  query AudienceInsights($days: Int!, $top: Int!, $limit: Int!) {
    myPostStats(days: $days, top: $top) {
      ...CreatorStats_stats
    }
    locationAnalytics(limit: $limit) {
      country
      countryCode
      city
      totalImpressions
      totalClicks
    }
    supporterInsights(top: 5) {
      ...SupportersCard_insights
    }
    myAudienceActivity {
      id
      utcHours
      languages {
        language
        followers
      }
    }
  }
`);

export const MyEnergyScoreDocument = graphql(`
  query MyEnergyScorePage {
    myEnergyScore {
      id
      score
      parts {
        id
        points
        maxPoints
      }
      posts
      commentsReceived
      repliedInTime
      impressions
      engagementBasisPoints
      topPercent
      verificationEligible
    }
  }
`);
