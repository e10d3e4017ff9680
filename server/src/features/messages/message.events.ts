import { Message } from './message.types';

// Subscription topic, routed by participant id (`MESSAGE_ADDED:<userId>`): each message is published once per
// participant, so it reaches only the two people in the conversation, on this process or, through Redis, any other.
export const MESSAGE_ADDED = 'MESSAGE_ADDED';

/** A message as it travels to subscribers: plain JSON (dates as ISO text). */
export interface MessagePayload {
  id: string;
  conversationId: string;
  senderId: string;
  participantIds: [string, string];
  content: string;
  mediaUrl: string | null;
  createdAt: string;
}

/** The message as `viewerId` sees it (read receipts are not known for a message just sent). */
export function messageFromPayload(payload: MessagePayload, viewerId: string): Message {
  return Object.assign(new Message(), {
    id: payload.id,
    conversationId: payload.conversationId,
    senderId: payload.senderId,
    content: payload.content,
    mediaUrl: payload.mediaUrl,
    createdAt: new Date(payload.createdAt),
    isMine: payload.senderId === viewerId,
    seen: null,
  });
}

// Subscription topic, routed by user id (`CONVERSATION_READ:<userId>`): the other participant of a conversation read
// it. Published only when both participants have read receipts on.
export const CONVERSATION_READ = 'CONVERSATION_READ';

export interface ConversationReadPayload {
  conversationId: string;
  readerId: string;
}

// Subscription topic, routed by participant id (`MESSAGE_REMOVED:<userId>`): moderators removed a message of one of
// the user's conversations, so open screens drop it. Published after the removal is committed; never with its text.
export const MESSAGE_REMOVED = 'MESSAGE_REMOVED';

export interface MessageRemovedPayload {
  messageId: string;
  conversationId: string;
}
