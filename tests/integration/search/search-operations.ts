import { graphql } from '../../gql';

// The operations of the search tests, shared by its files.

export const SEARCH_POSTS = graphql(`
  query SearchTestPosts($q: String!, $first: Int, $after: String) {
    search(query: $q, kind: POSTS, first: $first, after: $after) {
      posts {
        edges {
          cursor
          node {
            id
            content
            author {
              username
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export const SEARCH_ALL = graphql(`
  query SearchTestAll($q: String!, $kind: SearchKind, $first: Int, $after: String) {
    search(query: $q, kind: $kind, first: $first, after: $after) {
      query
      kind
      people {
        edges {
          node {
            username
            bio
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      posts {
        edges {
          node {
            content
          }
        }
      }
      hashtags {
        edges {
          node {
            tag
            usageCount
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
