import { graphql } from '@/gql';

export const TrendingHashtagsDocument = graphql(`
  query TrendingHashtags($limit: Int!) {
    trendingHashtags(limit: $limit) {
      id
      tag
      usageCount
    }
  }
`);

export const TrendingHashtagsUpdatedDocument = graphql(`
  subscription TrendingHashtagsUpdated {
    trendingHashtagsUpdated {
      id
      tag
      usageCount
    }
  }
`);

export const HashtagPostsDocument = graphql(`
  query HashtagPosts($tag: String!, $first: Int!, $after: String) {
    postsByHashtag(tag: $tag, first: $first, after: $after) {
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
  }
`);

export const HashtagNewPostsDocument = graphql(`
  subscription HashtagNewPosts($tag: String!) {
    postCreated(tag: $tag) {
      ...PostCard_post
    }
  }
`);
