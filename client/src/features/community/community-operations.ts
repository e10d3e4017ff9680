import { graphql } from '@/gql';

export const DiscoverCreatorsDocument = graphql(`
  query DiscoverCreators($search: String, $first: Int!, $after: String) {
    profiles(search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          username
          bio
          avatarUrl
          createdAt
          isVerified
          roles
          followersCount
          followingCount
          viewerIsFollowing
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
