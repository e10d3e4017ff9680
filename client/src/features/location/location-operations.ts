import { graphql } from '@/gql';

export const DetectLocationDocument = graphql(`
  mutation DetectLocation($browserLocation: BrowserLocationInput) {
    detectLocation(browserLocation: $browserLocation) {
      success
      error
      location {
        country
        countryCode
        city
        source
      }
    }
  }
`);

export const MyLocationDocument = graphql(`
  query MyLocation {
    myLocation {
      country
      countryCode
      city
      updatedAt
    }
  }
`);

export const RecordImpressionsDocument = graphql(`
  mutation RecordImpressions($postIds: [ID!]!) {
    recordImpressions(postIds: $postIds)
  }
`);

export const RecordClickDocument = graphql(`
  mutation RecordClick($postId: ID!) {
    recordClick(postId: $postId)
  }
`);

export const GeoAnalyticsPageDocument = graphql(`
  query GeoAnalyticsPage($limit: Int!) {
    locationAnalytics(limit: $limit) {
      country
      countryCode
      city
      totalImpressions
      totalClicks
    }
    locationAnalyticsSummary {
      countries
      cities
      totalImpressions
      totalClicks
    }
  }
`);
