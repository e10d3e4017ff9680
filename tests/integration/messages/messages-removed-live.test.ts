import { buildUser, type TestUser } from '../../helpers/factories';
import { subscribeLive, type LiveSubscription } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { send } from './dm-operations';

// messageRemoved over the WebSocket: when moderators remove a reported message, both participants' open screens hear
// which message went and how their conversation now looks (never the removed text), and nobody else hears of it.
jest.setTimeout(60_000);

const MESSAGE_REMOVED = graphql(`
  subscription DmMessageRemoved {
    messageRemoved {
      messageId
      conversationId
      conversation {
        id
        unreadCount
        lastMessage {
          id
          content
        }
      }
    }
  }
`);
const REPORT = graphql(`
  mutation DmRemovedReport($input: ReportMessageInput!) {
    reportMessage(input: $input)
  }
`);
const PENDING = graphql(`
  query DmRemovedQueue {
    moderationQueue(first: 50) {
      edges {
        node {
          id
          excerpt
        }
      }
    }
  }
`);
const REMOVE = graphql(`
  mutation DmRemovedModerate($id: ID!) {
    moderateContent(id: $id, decision: REMOVE) {
      status
    }
  }
`);

type Removed = {
  messageId: string;
  conversationId: string;
  conversation: { id: string; unreadCount: number; lastMessage: { id: string; content: string } | null } | null;
};

let server: TestServer;
let moderator: TestUser;
let probeTarget: TestUser;
const clients: Array<ReturnType<TestServer['ws']>> = [];
const as = (user: TestUser) => ({ token: user.accessToken });

beforeAll(async () => {
  server = await startTestServer();
  moderator = await buildUser(server, { username: 'gone_mod', roles: ['MODERATOR'] });
  probeTarget = await buildUser(server, { username: 'gone_probe' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.stop();
});

/** `reporter` reports the message they received and a moderator removes it (Content Moderation's Remove). */
async function removeAsModerator(reporter: TestUser, messageId: string, content: string): Promise<void> {
  const reported = await server.gql(REPORT, { input: { messageId, reason: 'SPAM' } }, as(reporter));
  if (reported.errors) throw new Error(JSON.stringify(reported.errors));
  const queue = await server.gql(PENDING, {}, as(moderator));
  const item = queue.data!.moderationQueue.edges.find((edge) => edge.node.excerpt === content)!;
  const removed = await server.gql(REMOVE, { id: item.node.id }, as(moderator));
  if (removed.errors) throw new Error(JSON.stringify(removed.errors));
}

/** Sends `content`; the message's id. */
async function sendOk(from: TestUser, to: TestUser | { conversationId: string }, content: string) {
  const sent = await send(server, from, to, content);
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
  return sent.data!.sendMessage;
}

/** A live messageRemoved subscription of `user`: made live by removing their own probe messages to probeTarget. */
async function listen(user: TestUser): Promise<LiveSubscription<Removed>> {
  const client = server.ws(user.accessToken);
  clients.push(client);
  const probes = new Set<string>();
  let count = 0;
  let probing: Promise<unknown> | null = null;
  const probe = () => {
    probing ??= (async () => {
      const content = `probe ${user.username} ${++count}`;
      const { id } = await sendOk(user, probeTarget, content);
      // Known as a probe before its removal can be heard.
      probes.add(id);
      await removeAsModerator(probeTarget, id, content);
    })().finally(() => (probing = null));
  };
  return subscribeLive(
    client,
    MESSAGE_REMOVED,
    {},
    (data) => data.messageRemoved as Removed,
    probe,
    (event) => probes.has(event.messageId),
  );
}

it('tells both participants which message moderators removed, never its text, and nobody else', async () => {
  const [sender, recipient, outsider] = await Promise.all(
    ['gone_sender', 'gone_recipient', 'gone_outsider'].map((username) => buildUser(server, { username })),
  );
  const [senderLive, recipientLive, outsiderLive] = [
    await listen(sender),
    await listen(recipient),
    await listen(outsider),
  ];
  const hello = await sendOk(sender, recipient, 'Hello there');
  const secret = 'Send me your PIN-7b3e';
  const scam = (await sendOk(sender, { conversationId: hello.conversationId }, secret)).id;
  await removeAsModerator(recipient, scam, secret);

  // The recipient's open screen drops it; their conversation now ends with the greeting, one unread left.
  const heard = await recipientLive.events.next();
  expect(heard).toEqual({
    messageId: scam,
    conversationId: hello.conversationId,
    conversation: { id: hello.conversationId, unreadCount: 1, lastMessage: { id: hello.id, content: 'Hello there' } },
  });
  expect(JSON.stringify(heard)).not.toContain('PIN-7b3e');
  const told = await senderLive.events.next();
  expect(told).toMatchObject({ messageId: scam, conversation: { unreadCount: 0, lastMessage: { id: hello.id } } });
  expect(JSON.stringify(told)).not.toContain('PIN-7b3e');

  // The outsider's next event is the removal of their own marker, made after: the conversation's never reached them.
  const marker = (await sendOk(outsider, probeTarget, 'marker message')).id;
  await removeAsModerator(probeTarget, marker, 'marker message');
  expect(await outsiderLive.events.next()).toMatchObject({ messageId: marker });
  expect(outsiderLive.events.pending).toBe(0);
  expect(recipientLive.events.pending).toBe(0);
});
