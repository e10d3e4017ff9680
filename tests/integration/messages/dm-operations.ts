import { graphql } from '../../gql';
import type { TestServer } from '../../helpers/test-server';
import type { TestUser } from '../../helpers/factories';

// The operations the direct-message tests share.
export const SEND = graphql(`
  mutation DmSend($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      conversationId
      content
      mediaUrl
      isMine
      sender {
        username
      }
      conversation {
        id
        isRequest
      }
    }
  }
`);
export const CONVERSATIONS = graphql(`
  query DmConversations($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        node {
          id
          isRequest
          unreadCount
          otherReadAt
          other {
            username
          }
          lastMessage {
            content
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    unreadMessagesCount
  }
`);
export const REQUESTS = graphql(`
  query DmRequests {
    messageRequests {
      edges {
        node {
          id
          unreadCount
          other {
            username
          }
        }
      }
    }
    unreadMessageRequestsCount
  }
`);
export const THREAD = graphql(`
  query DmThread($id: ID!, $first: Int, $after: String) {
    messages(conversationId: $id, first: $first, after: $after) {
      edges {
        node {
          id
          content
          isMine
          seen
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
export const MARK_READ = graphql(`
  mutation DmMarkRead($id: ID!) {
    markConversationRead(id: $id) {
      id
      unreadCount
    }
  }
`);
export const ACCEPT = graphql(`
  mutation DmAccept($id: ID!) {
    acceptMessageRequest(id: $id) {
      id
      isRequest
    }
  }
`);
export const DECLINE = graphql(`
  mutation DmDecline($id: ID!) {
    declineMessageRequest(id: $id) {
      id
      isRequest
      declined
      unreadCount
    }
  }
`);
export const RECEIPTS = graphql(`
  mutation DmReceipts($on: Boolean!) {
    updateMessageSettings(readReceipts: $on) {
      readReceipts
    }
  }
`);
export const PRIVATE_MESSAGES = graphql(`
  mutation DmPrivateMessages($on: Boolean!) {
    updateSettings(input: { privacy: { privateMessages: $on } }) {
      privacy {
        privateMessages
      }
    }
  }
`);

export const send = (server: TestServer, from: TestUser, to: TestUser | { conversationId: string }, content: string) =>
  server.gql(
    SEND,
    {
      input:
        'conversationId' in to ? { conversationId: to.conversationId, content } : { toUsername: to.username, content },
    },
    { token: from.accessToken },
  );

export const setPrivateMessages = async (server: TestServer, user: TestUser, on: boolean) => {
  const response = await server.gql(PRIVATE_MESSAGES, { on }, { token: user.accessToken });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
};
