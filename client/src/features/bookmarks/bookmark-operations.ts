import { graphql } from '@/gql';

// The post card's Save button.
export const BookmarkButtonFragment = graphql(`
  fragment BookmarkButton_post on Post {
    id
    viewerHasBookmarked
  }
`);

export const BookmarkDocument = graphql(`
  mutation Bookmark($postId: ID!) {
    bookmark(postId: $postId) {
      id
      viewerHasBookmarked
    }
  }
`);

export const UnbookmarkDocument = graphql(`
  mutation Unbookmark($postId: ID!) {
    unbookmark(postId: $postId) {
      id
      viewerHasBookmarked
    }
  }
`);

export const SavedPageDocument = graphql(`
  query SavedPage($first: Int!, $after: String) {
    bookmarks(first: $first, after: $after) {
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
