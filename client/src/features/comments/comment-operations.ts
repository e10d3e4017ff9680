import { graphql } from '@/gql';

// One comment of a thread: its text (or "comment removed"), whether it was edited and its earlier versions, and how
// many replies answer it.
export const CommentItemFragment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    parentId
    content
    hiddenByFilter
    createdAt
    editedAt
    removed
    repliesCount
    author {
      id
      username
      avatarUrl
    }
    versions {
      content
      writtenAt
      replacedAt
    }
  }
`);

export const CommentRepliesDocument = graphql(`
  query CommentReplies($postId: ID!, $parentId: ID!, $first: Int!, $after: String) {
    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CommentItem_comment
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AddReplyDocument = graphql(`
  mutation AddReply($postId: ID!, $parentId: ID!, $content: String!) {
    addComment(postId: $postId, parentId: $parentId, content: $content) {
      ...CommentItem_comment
      post {
        id
        commentsCount
      }
    }
  }
`);

export const EditCommentDocument = graphql(`
  mutation EditComment($id: ID!, $content: String!) {
    editComment(id: $id, content: $content) {
      ...CommentItem_comment
    }
  }
`);

export const DeleteCommentDocument = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);
