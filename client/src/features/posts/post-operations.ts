import { graphql } from '@/gql';

// What a post card shows (spec §2.3): author, date, text with hashtags, media, counts and the viewer's like.
export const PostCardFragment = graphql(`
  fragment PostCard_post on Post {
    id
    content
    sensitive
    createdAt
    mediaUrl
    mediaType
    likesCount
    commentsCount
    sharesCount
    tipsCount
    viewerHasLiked
    editedAt
    author {
      id
      username
      avatarUrl
      isVerified
    }
    hashtags {
      id
      tag
    }
    ...PostLock_post
    ...RepostButtons_post
    ...QuotedPost_post
    ...BookmarkButton_post
  }
`);

// Only feed results carry it. Depth: feed → edges → node → explanation → factors → name is the server's limit (6).
export const PostExplanationFragment = graphql(`
  fragment PostExplanation_post on Post {
    id
    repostedBy {
      id
      username
    }
    explanation {
      score
      summary
      factors {
        name
        value
        weight
        contribution
      }
    }
  }
`);

export const PostPageDocument = graphql(`
  query PostPage($id: ID!) {
    post(id: $id) {
      ...PostCard_post
    }
  }
`);

export const LikePostDocument = graphql(`
  mutation LikePost($postId: ID!) {
    likePost(postId: $postId) {
      id
      likesCount
      viewerHasLiked
    }
  }
`);

export const UnlikePostDocument = graphql(`
  mutation UnlikePost($postId: ID!) {
    unlikePost(postId: $postId) {
      id
      likesCount
      viewerHasLiked
    }
  }
`);

export const SharePostDocument = graphql(`
  mutation SharePost($postId: ID!) {
    sharePost(postId: $postId) {
      id
      sharesCount
    }
  }
`);

export const DeletePostDocument = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const PostCommentFragment = graphql(`
  fragment PostComment_comment on Comment {
    id
    ...CommentItem_comment
  }
`);

export const PostCommentsDocument = graphql(`
  query PostComments($postId: ID!, $first: Int!, $after: String) {
    comments(postId: $postId, first: $first, after: $after) {
      hiddenCount
      edges {
        cursor
        node {
          ...PostComment_comment
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AddCommentDocument = graphql(`
  mutation AddComment($postId: ID!, $content: String!) {
    addComment(postId: $postId, content: $content) {
      ...PostComment_comment
      post {
        id
        commentsCount
      }
    }
  }
`);
