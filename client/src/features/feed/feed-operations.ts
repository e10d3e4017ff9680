import { graphql } from '@/gql';

export const FeedPageDocument = graphql(`
  query FeedPage($mode: FeedMode!, $filters: [FeedFilter!], $energy: Int!, $first: Int!, $after: String) {
    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PostCard_post
          ...PostExplanation_post
          explanation {
            ...PostExplanationSentence_explanation
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      message
    }
  }
`);

// Posts by others arrive here; the feed offers them with a "New posts" pill instead of reshuffling what is read.
export const FeedNewPostsDocument = graphql(`
  subscription FeedNewPosts {
    postCreated {
      id
      author {
        id
        isVerified
        viewerIsFollowing
      }
    }
  }
`);
