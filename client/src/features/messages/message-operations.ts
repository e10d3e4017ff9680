import { graphql } from '@/gql';

export const MessageBubbleFragment = graphql(`
  fragment MessageBubble_message on Message {
    id
    conversationId
    content
    mediaUrl
    createdAt
    isMine
    seen
    sender {
      id
      username
    }
  }
`);

export const ConversationRowFragment = graphql(`
  fragment ConversationRow_conversation on Conversation {
    id
    isRequest
    declined
    unreadCount
    lastMessageAt
    otherReadAt
    other {
      id
      username
      avatarUrl
    }
    lastMessage {
      id
      content
      mediaUrl
      isMine
    }
  }
`);

export const MessagesInboxDocument = graphql(`
  query MessagesInbox($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ConversationRow_conversation
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    messageRequests(first: $first) {
      edges {
        cursor
        node {
          ...ConversationRow_conversation
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    unreadMessageRequestsCount
    messageSettings {
      id
      readReceipts
    }
  }
`);

export const MessageThreadDocument = graphql(`
  query MessageThread($conversationId: ID!, $first: Int, $after: String) {
    conversation(id: $conversationId) {
      ...ConversationRow_conversation
    }
    messages(conversationId: $conversationId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...MessageBubble_message
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const UnreadMessagesCountDocument = graphql(`
  query UnreadMessagesCount {
    unreadMessagesCount
  }
`);

export const SendMessageDocument = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...MessageBubble_message
      conversation {
        ...ConversationRow_conversation
      }
    }
  }
`);

export const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($id: ID!) {
    markConversationRead(id: $id) {
      id
      unreadCount
    }
  }
`);

export const AcceptMessageRequestDocument = graphql(`
  mutation AcceptMessageRequest($id: ID!) {
    acceptMessageRequest(id: $id) {
      ...ConversationRow_conversation
    }
  }
`);

export const DeclineMessageRequestDocument = graphql(`
  mutation DeclineMessageRequest($id: ID!) {
    declineMessageRequest(id: $id) {
      ...ConversationRow_conversation
    }
  }
`);

// The other participant read a conversation (only while both have read receipts on): "Seen" at once.
export const ConversationReadDocument = graphql(`
  subscription ConversationRead {
    conversationRead {
      id
      otherReadAt
    }
  }
`);

// Moderators removed a message of one of the caller's conversations: open screens drop it. The event names the message
// and brings its conversation as it now is (latest message, unread count), never the removed text.
export const MessageRemovedDocument = graphql(`
  subscription MessageRemoved {
    messageRemoved {
      messageId
      conversationId
      conversation {
        ...ConversationRow_conversation
      }
    }
  }
`);

export const UpdateMessageSettingsDocument = graphql(`
  mutation UpdateMessageSettings($readReceipts: Boolean!) {
    updateMessageSettings(readReceipts: $readReceipts) {
      id
      readReceipts
    }
  }
`);

export const ReportMessageDocument = graphql(`
  mutation ReportMessage($input: ReportMessageInput!) {
    reportMessage(input: $input)
  }
`);

export const MessageAddedDocument = graphql(`
  subscription MessageAdded {
    messageAdded {
      ...MessageBubble_message
      conversation {
        ...ConversationRow_conversation
      }
    }
  }
`);
