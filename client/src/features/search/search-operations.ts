import { graphql } from '@/gql';

// Users (by part of the username) and hashtags (by prefix) for the top bar, in one request per pause in typing.
export const TopBarSearchDocument = graphql(`
  query TopBarSearch($query: String!, $first: Int!) {
    profiles(search: $query, first: $first) {
      edges {
        node {
          id
          username
          avatarUrl
          isVerified
        }
      }
    }
    searchHashtags(query: $query, first: $first) {
      id
      tag
      usageCount
    }
  }
`);
