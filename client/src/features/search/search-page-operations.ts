import { graphql } from '@/gql';

// The results page (/dashboard/search?q=): one kind (or a first page of each, ALL) per request; Load more asks for
// the page after a kind's endCursor (apollo/search-pagination.ts appends it).
export const SearchPageDocument = graphql(`
  query SearchPage($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {
    search(query: $query, kind: $kind, first: $first, after: $after) {
      query
      kind
      people {
        edges {
          cursor
          node {
            ...SearchPerson_profile
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      posts {
        edges {
          cursor
          node {
            ...PostCard_post
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      hashtags {
        edges {
          cursor
          node {
            ...SearchHashtag_hashtag
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

// The public site's search (/search?q=): public content only, with what a visitor reads (no actions).
export const PublicSearchDocument = graphql(`
  query PublicSearch($query: String!, $kind: SearchKind!, $first: Int!, $after: String) {
    search(query: $query, kind: $kind, first: $first, after: $after) {
      query
      kind
      people {
        edges {
          cursor
          node {
            ...SearchPerson_profile
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      posts {
        edges {
          cursor
          node {
            ...PublicSearchPost_post
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      hashtags {
        edges {
          cursor
          node {
            ...SearchHashtag_hashtag
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

export const SearchPersonFragment = graphql(`
  fragment SearchPerson_profile on Profile {
    id
    username
    bio
    avatarUrl
    isVerified
    followersCount
  }
`);

export const SearchHashtagFragment = graphql(`
  fragment SearchHashtag_hashtag on Hashtag {
    id
    tag
    usageCount
  }
`);

export const PublicSearchPostFragment = graphql(`
  fragment PublicSearchPost_post on Post {
    id
    content
    sensitive
    createdAt
    author {
      id
      username
      avatarUrl
      isVerified
    }
  }
`);
