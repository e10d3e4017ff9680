import { graphql } from '@/gql';

// The post card's repost and quote buttons.
export const RepostButtonsFragment = graphql(`
  fragment RepostButtons_post on Post {
    id
    repostsCount
    quotesCount
    viewerHasReposted
  }
`);

// A quote's embedded post, or "post removed" once it is gone.
export const QuotedPostFragment = graphql(`
  fragment QuotedPost_post on Post {
    id
    quotedPostRemoved
    quotedPost {
      id
      content
      createdAt
      author {
        id
        username
      }
    }
  }
`);

export const RepostDocument = graphql(`
  mutation Repost($postId: ID!) {
    repost(postId: $postId) {
      id
      repostsCount
      viewerHasReposted
    }
  }
`);

export const UndoRepostDocument = graphql(`
  mutation UndoRepost($postId: ID!) {
    undoRepost(postId: $postId) {
      id
      repostsCount
      viewerHasReposted
    }
  }
`);

// The new quote as a card shows it (it goes to the top of the lists that show it), and the quoted post's new count.
export const QuotePostDocument = graphql(`
  mutation QuotePost($postId: ID!, $content: String!) {
    quotePost(postId: $postId, content: $content) {
      ...PostCard_post
      quotedPost {
        id
        quotesCount
      }
    }
  }
`);
