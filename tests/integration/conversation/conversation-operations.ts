import type { TestServer } from '../../helpers/test-server';
import type { TestUser } from '../../helpers/factories';
import { graphql } from '../../gql';

// The operations of the conversation tests (replies, edits, deletions, mentions), each as a person makes it.

export const ADD_COMMENT = graphql(`
  mutation ConversationAddComment($postId: ID!, $content: String!, $parentId: ID) {
    addComment(postId: $postId, content: $content, parentId: $parentId) {
      id
      parentId
      content
      repliesCount
      removed
      post {
        id
        commentsCount
      }
    }
  }
`);

export const THREAD = graphql(`
  query ConversationThread($postId: ID!, $parentId: ID, $first: Int, $after: String) {
    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {
      edges {
        node {
          id
          parentId
          content
          repliesCount
          removed
          editedAt
          author {
            username
          }
          versions {
            content
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const POST_COUNTS = graphql(`
  query ConversationPost($id: ID!) {
    post(id: $id) {
      id
      content
      commentsCount
      editedAt
      versions {
        content
        writtenAt
        replacedAt
      }
      hashtags {
        tag
      }
    }
  }
`);

export const DELETE_COMMENT = graphql(`
  mutation ConversationDeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export const DELETE_POST = graphql(`
  mutation ConversationDeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const EDIT_POST = graphql(`
  mutation ConversationEditPost($id: ID!, $content: String!) {
    editPost(id: $id, content: $content) {
      id
      content
      sensitive
      editedAt
      hashtags {
        tag
      }
    }
  }
`);

export const EDIT_COMMENT = graphql(`
  mutation ConversationEditComment($id: ID!, $content: String!) {
    editComment(id: $id, content: $content) {
      id
      content
      editedAt
      versions {
        content
      }
    }
  }
`);

export const NOTIFICATIONS = graphql(`
  query ConversationNotifications {
    notifications(first: 50) {
      edges {
        node {
          kind
          commentExcerpt
          actor {
            username
          }
          post {
            id
          }
        }
      }
    }
  }
`);

/** A comment (with `parentId`, a reply) that must be accepted. */
export async function comment(
  server: TestServer,
  author: TestUser,
  postId: string,
  content: string,
  parentId: string | null = null,
) {
  const response = await server.gql(ADD_COMMENT, { postId, content, parentId }, { token: author.accessToken });
  if (!response.data) throw new Error(`addComment failed: ${JSON.stringify(response.errors)}`);
  return response.data.addComment;
}

export async function threadOf(server: TestServer, postId: string, parentId: string | null = null, viewer?: TestUser) {
  const response = await server.gql(THREAD, { postId, parentId, first: 50 }, { token: viewer?.accessToken });
  if (!response.data) throw new Error(`comments failed: ${JSON.stringify(response.errors)}`);
  return response.data.comments.edges.map((edge) => edge.node);
}

export async function postOf(server: TestServer, id: string) {
  const response = await server.gql(POST_COUNTS, { id });
  if (!response.data?.post) throw new Error(`post failed: ${JSON.stringify(response.errors)}`);
  return response.data.post;
}

export async function notificationsOf(server: TestServer, user: TestUser) {
  const response = await server.gql(NOTIFICATIONS, {}, { token: user.accessToken });
  if (!response.data) throw new Error(`notifications failed: ${JSON.stringify(response.errors)}`);
  return response.data.notifications.edges.map((edge) => edge.node);
}

/** `blocker` blocks `blocked` (the blocks table of the contract; the block feature's mutation writes the same row). */
export async function block(server: TestServer, blocker: TestUser, blocked: TestUser): Promise<void> {
  await server.kuza.deps.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
    blocker.id,
    blocked.id,
  ]);
}
