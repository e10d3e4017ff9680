import type { ApolloCache, Reference } from '@apollo/client';
import type { ConversationRow_ConversationFragment, MessageBubble_MessageFragment } from '@/gql/graphql';
import { ConversationRowFragment, MessageBubbleFragment } from './message-operations';

interface StoredConnection {
  edges?: Array<{ cursor: string; node: Reference }>;
}

type Added = MessageBubble_MessageFragment & { conversation?: ConversationRow_ConversationFragment | null };

// A thread is stored per conversation (keyArgs conversationId): `messages:{"conversationId":"…"}`.
const isOfConversation = (storeFieldName: string, id: string) => storeFieldName.includes(`"conversationId":"${id}"`);

/** The list with `ref` first (moved there, or added). */
function moveToTop(existing: unknown, ref: Reference): unknown {
  const list = existing as StoredConnection | undefined;
  if (!list?.edges) return existing;
  const rest = list.edges.filter((edge) => edge.node.__ref !== ref.__ref);
  return { ...list, edges: [{ __typename: 'ConversationEdge', cursor: '', node: ref }, ...rest] };
}

/**
 * A new message (sent here, or arrived over the subscription) into the cache: at the head of its thread, its
 * conversation at the top of the inbox or requests it belongs to, and one more unread in the sidebar badge when it
 * is someone else's, not a request, and not in the conversation the reader has open (`viewing`).
 */
export function addMessageToCache(cache: ApolloCache, message: Added, viewing: boolean): void {
  const messageId = cache.identify({ __typename: 'Message', id: message.id });
  const conversation = message.conversation;
  const conversationId = conversation ? cache.identify({ __typename: 'Conversation', id: conversation.id }) : undefined;
  if (!messageId) return;
  // Normalized already when it comes from an operation's answer; written here so that the lists can point at it.
  cache.writeFragment({ fragment: MessageBubbleFragment, data: message });
  if (conversation) cache.writeFragment({ fragment: ConversationRowFragment, data: conversation });
  let seenBefore = false;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      messages(existing: unknown, { storeFieldName, toReference }) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges || !isOfConversation(storeFieldName, message.conversationId)) return existing;
        if (list.edges.some((edge) => edge.node.__ref === messageId)) {
          seenBefore = true;
          return existing;
        }
        return {
          ...list,
          edges: [{ __typename: 'MessageEdge', cursor: '', node: toReference(messageId) }, ...list.edges],
        };
      },
    },
  });
  // Apart, after the thread: a message already there (sent here, then echoed by the subscription) counts once.
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      conversations: (existing: unknown, { toReference }) =>
        conversationId && !conversation?.isRequest ? moveToTop(existing, toReference(conversationId)!) : existing,
      messageRequests: (existing: unknown, { toReference }) =>
        conversationId && conversation?.isRequest ? moveToTop(existing, toReference(conversationId)!) : existing,
      unreadMessagesCount: (count: unknown) =>
        typeof count === 'number' && !seenBefore && !message.isMine && !conversation?.isRequest && !viewing
          ? count + 1
          : count,
    },
  });
}

/** A request accepted: out of the requests, into the inbox. */
export function moveRequestToInbox(cache: ApolloCache, id: string): void {
  const ref = cache.identify({ __typename: 'Conversation', id });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      messageRequests(existing: unknown) {
        const list = existing as StoredConnection | undefined;
        return list?.edges ? { ...list, edges: list.edges.filter((edge) => edge.node.__ref !== ref) } : existing;
      },
      conversations: (existing: unknown, { toReference }) => moveToTop(existing, toReference(ref)!),
    },
  });
}

/**
 * A request declined: out of the requests, and its unread messages out of the Requests tab's count. It goes into no
 * other list (the server keeps it out of both).
 */
export function removeDeclinedRequest(cache: ApolloCache, id: string, unread: number): void {
  const ref = cache.identify({ __typename: 'Conversation', id });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      messageRequests(existing: unknown) {
        const list = existing as StoredConnection | undefined;
        return list?.edges ? { ...list, edges: list.edges.filter((edge) => edge.node.__ref !== ref) } : existing;
      },
      unreadMessageRequestsCount: (count: unknown) => (typeof count === 'number' ? Math.max(0, count - unread) : count),
    },
  });
}

/** A conversation read: the sidebar badge (or, for a request, the Requests tab) loses what it counted of it. */
export function subtractUnread(cache: ApolloCache, count: number, isRequest = false): void {
  if (count <= 0) return;
  const subtract = (total: unknown) => (typeof total === 'number' ? Math.max(0, total - count) : total);
  const field = isRequest ? 'unreadMessageRequestsCount' : 'unreadMessagesCount';
  cache.modify({ id: 'ROOT_QUERY', fields: { [field]: subtract } });
}

interface Removed {
  messageId: string;
  conversationId: string;
  conversation?: ConversationRow_ConversationFragment | null;
}

/**
 * A message moderators removed (messageRemoved): out of its thread and out of the cache, its conversation as the
 * server now sees it (latest message, unread count), and the sidebar badge (or the Requests count) without what it
 * counted of it. One broadcast, so no screen ever shows the list half updated.
 */
export function removeMessageFromCache(cache: ApolloCache, removed: Removed): void {
  const messageId = cache.identify({ __typename: 'Message', id: removed.messageId });
  if (!messageId) return;
  cache.batch({
    update: (store) => {
      store.modify({
        id: 'ROOT_QUERY',
        fields: {
          messages(existing: unknown, { storeFieldName }) {
            const list = existing as StoredConnection | undefined;
            if (!list?.edges || !isOfConversation(storeFieldName, removed.conversationId)) return existing;
            return { ...list, edges: list.edges.filter((edge) => edge.node.__ref !== messageId) };
          },
        },
      });
      const conversation = removed.conversation;
      if (conversation) {
        // The count the conversation had here, to take the difference off the badge.
        let before: number | null = null;
        store.modify({
          id: store.identify({ __typename: 'Conversation', id: conversation.id }),
          fields: {
            unreadCount: (count: unknown) => {
              if (typeof count === 'number') before = count;
              return count;
            },
          },
        });
        store.writeFragment({ fragment: ConversationRowFragment, data: conversation });
        if (before !== null) subtractUnread(store, before - conversation.unreadCount, conversation.isRequest);
      }
      store.evict({ id: messageId });
    },
  });
  cache.gc();
}
