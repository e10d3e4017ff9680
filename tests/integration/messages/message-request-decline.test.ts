import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { CONVERSATIONS, DECLINE, REQUESTS, THREAD, send, setPrivateMessages } from './dm-operations';

// Declining a message request (docs/direct-messages.md): it leaves the recipient's requests, and the sender's further
// messages stay out of the recipient's inbox, silently, until the recipient writes to them.
jest.setTimeout(60_000);

let server: TestServer;
const as = (user: TestUser) => ({ token: user.accessToken });
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function inboxOf(user: TestUser) {
  const [conversations, requests] = [
    (await server.gql(CONVERSATIONS, {}, as(user))).data!,
    (await server.gql(REQUESTS, {}, as(user))).data!,
  ];
  return {
    conversations: conversations.conversations.edges.map((e) => e.node.other!.username),
    unread: conversations.unreadMessagesCount,
    requests: requests.messageRequests.edges.map((e) => e.node.other!.username),
    requestsUnread: requests.unreadMessageRequestsCount,
  };
}

it('hides a declined request, keeps the sender out of the inbox silently, and writing back accepts it', async () => {
  const [kiki, stranger] = [
    await buildUser(server, { username: 'rd_kiki' }),
    await buildUser(server, { username: 'rd_stranger' }),
  ];
  await setPrivateMessages(server, kiki, false);
  const first = await send(server, stranger, kiki, 'Hi, buy my course?');
  const conversationId = first.data!.sendMessage.conversationId;
  await send(server, stranger, { conversationId }, 'Only 10 dollars');
  expect(await inboxOf(kiki)).toEqual({ conversations: [], unread: 0, requests: ['rd_stranger'], requestsUnread: 2 });

  // Only the recipient declines, and only a pending request.
  expect(errorCode(await server.gql(DECLINE, { id: conversationId }, as(stranger)))).toBe('NOT_FOUND');
  const declined = await server.gql(DECLINE, { id: conversationId }, as(kiki));
  expect(declined.data!.declineMessageRequest).toEqual({
    id: conversationId,
    isRequest: false,
    declined: true,
    unreadCount: 0,
  });
  expect(errorCode(await server.gql(DECLINE, { id: conversationId }, as(kiki)))).toBe('NOT_FOUND');
  expect(await inboxOf(kiki)).toEqual({ conversations: [], unread: 0, requests: [], requestsUnread: 0 });

  // The sender is not told: their messages still go, and reach neither of Kiki's inboxes nor her counts.
  const later = await send(server, stranger, { conversationId }, 'Hello??');
  expect(later.errors).toBeUndefined();
  expect(later.data!.sendMessage.conversation).toMatchObject({ isRequest: false });
  expect(await inboxOf(kiki)).toEqual({ conversations: [], unread: 0, requests: [], requestsUnread: 0 });
  expect(await inboxOf(stranger)).toMatchObject({ conversations: ['rd_kiki'], requests: [] });

  // Kiki changes her mind and writes to them: the conversation, all of it, is in her inbox.
  const reply = await send(server, kiki, stranger, 'Sorry, who is this?');
  expect(reply.data!.sendMessage.conversationId).toBe(conversationId);
  expect(await inboxOf(kiki)).toEqual({ conversations: ['rd_stranger'], unread: 0, requests: [], requestsUnread: 0 });
  const thread = await server.gql(THREAD, { id: conversationId }, as(kiki));
  expect(thread.data!.messages.edges.map((e) => e.node.content)).toEqual([
    'Sorry, who is this?',
    'Hello??',
    'Only 10 dollars',
    'Hi, buy my course?',
  ]);
  // From then on the stranger's messages count as unread again.
  await send(server, stranger, { conversationId }, 'A friend of Ada');
  expect((await inboxOf(kiki)).unread).toBe(1);
});

it('refuses to decline an accepted conversation', async () => {
  const [lola, musa] = [
    await buildUser(server, { username: 'rd_lola' }),
    await buildUser(server, { username: 'rd_musa' }),
  ];
  const sent = await send(server, musa, lola, 'Hello Lola');
  expect(errorCode(await server.gql(DECLINE, { id: sent.data!.sendMessage.conversationId }, as(lola)))).toBe(
    'NOT_FOUND',
  );
  expect(errorCode(await server.gql(DECLINE, { id: 'not-a-uuid' }, as(lola)))).toBe('NOT_FOUND');
});
