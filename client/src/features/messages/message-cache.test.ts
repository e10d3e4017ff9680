import { createCache } from '@/apollo/cache';
import {
  addMessageToCache,
  moveRequestToInbox,
  removeDeclinedRequest,
  removeMessageFromCache,
  subtractUnread,
} from './message-cache';
import { MessageThreadDocument, MessagesInboxDocument, UnreadMessagesCountDocument } from './message-operations';

// How a message sent here or arrived over messageAdded changes what the Messages screen and the sidebar show.
const profile = (id: string) => ({ __typename: 'Profile' as const, id, username: id, avatarUrl: null });
const conversation = (id: string, isRequest = false, unreadCount = 0) => ({
  __typename: 'Conversation' as const,
  id,
  isRequest,
  declined: false,
  unreadCount,
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  otherReadAt: null,
  other: profile(`other-${id}`),
  lastMessage: null,
});
const message = (id: string, conversationId: string, isMine = false) => ({
  __typename: 'Message' as const,
  id,
  conversationId,
  content: `text ${id}`,
  mediaUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  isMine,
  seen: null,
  sender: profile(isMine ? 'me' : 'them'),
});
const connection = <T extends { id: string }>(typename: string, nodes: T[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, cursor: `c-${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
});

function seeded() {
  const cache = createCache();
  cache.writeQuery({ query: UnreadMessagesCountDocument, data: { unreadMessagesCount: 2 } });
  cache.writeQuery({
    query: MessagesInboxDocument,
    variables: { first: 30 },
    data: {
      conversations: connection('Conversation', [conversation('a'), conversation('b')]),
      messageRequests: connection('Conversation', [conversation('r', true, 1)]),
      unreadMessageRequestsCount: 1,
      messageSettings: { __typename: 'MessageSettings', id: 'me', readReceipts: true },
    },
  } as never);
  cache.writeQuery({
    query: MessageThreadDocument,
    variables: { conversationId: 'b', first: 20 },
    data: { conversation: conversation('b'), messages: connection('Message', [message('m1', 'b')]) },
  } as never);
  return cache;
}
const inbox = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: MessagesInboxDocument, variables: { first: 30 } })!;
const thread = (cache: ReturnType<typeof createCache>) =>
  cache
    .readQuery({ query: MessageThreadDocument, variables: { conversationId: 'b', first: 20 } })!
    .messages.edges.map((edge) => edge.node.id);
const unread = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: UnreadMessagesCountDocument })!.unreadMessagesCount;

it("puts someone's new message at the head of its thread, its conversation on top, and counts it once", () => {
  const cache = seeded();
  const added = { ...message('m2', 'b'), conversation: conversation('b', false, 1) };
  addMessageToCache(cache, added, false);
  addMessageToCache(cache, added, false); // the same event again changes nothing
  expect(thread(cache)).toEqual(['m2', 'm1']);
  expect(inbox(cache).conversations.edges.map((edge) => edge.node.id)).toEqual(['b', 'a']);
  expect(unread(cache)).toBe(3);
});

it("counts neither the caller's own messages, nor those of the open conversation, nor requests", () => {
  const cache = seeded();
  addMessageToCache(cache, { ...message('m3', 'b', true), conversation: conversation('b') }, true);
  addMessageToCache(cache, { ...message('m4', 'a'), conversation: conversation('a') }, true);
  addMessageToCache(cache, { ...message('m5', 'r'), conversation: conversation('r', true, 2) }, false);
  expect(unread(cache)).toBe(2);
  expect(inbox(cache).messageRequests.edges.map((edge) => edge.node.id)).toEqual(['r']);
});

it('moves an accepted request into the inbox and subtracts what a read conversation counted', () => {
  const cache = seeded();
  moveRequestToInbox(cache, 'r');
  expect(inbox(cache).messageRequests.edges).toEqual([]);
  expect(inbox(cache).conversations.edges.map((edge) => edge.node.id)).toEqual(['r', 'a', 'b']);
  subtractUnread(cache, 5);
  expect(unread(cache)).toBe(0);
});

it('takes a declined request out of the requests and its unread messages out of their count, and nowhere else', () => {
  const cache = seeded();
  removeDeclinedRequest(cache, 'r', 1);
  expect(inbox(cache).messageRequests.edges).toEqual([]);
  expect(inbox(cache).unreadMessageRequestsCount).toBe(0);
  expect(inbox(cache).conversations.edges.map((edge) => edge.node.id)).toEqual(['a', 'b']);
  expect(unread(cache)).toBe(2);
});

it('subtracts a read request from the Requests count, not from the sidebar badge', () => {
  const cache = seeded();
  subtractUnread(cache, 1, true);
  expect(inbox(cache).unreadMessageRequestsCount).toBe(0);
  expect(unread(cache)).toBe(2);
});

it('drops a message moderators removed from its thread and the cache, and from the badge what it counted', () => {
  const cache = seeded();
  addMessageToCache(cache, { ...message('m2', 'b'), conversation: conversation('b', false, 1) }, false);
  expect(unread(cache)).toBe(3);
  // The event brings the conversation as the server now has it: nothing unread.
  removeMessageFromCache(cache, { messageId: 'm2', conversationId: 'b', conversation: conversation('b', false, 0) });
  expect(thread(cache)).toEqual(['m1']);
  expect(cache.extract()).not.toHaveProperty(['Message:m2']);
  expect(unread(cache)).toBe(2);
  // A message already read counts for nothing.
  removeMessageFromCache(cache, { messageId: 'm1', conversationId: 'b', conversation: conversation('b', false, 0) });
  expect(thread(cache)).toEqual([]);
  expect(unread(cache)).toBe(2);
});
