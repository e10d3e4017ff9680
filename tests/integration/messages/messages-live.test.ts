import { print } from 'graphql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { subscribeLive, type LiveSubscription } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { DECLINE, MARK_READ, RECEIPTS, send, setPrivateMessages } from './dm-operations';

// messageAdded over the WebSocket: each message reaches its two participants' subscriptions, and nobody else's.
jest.setTimeout(60_000);

const MESSAGE_ADDED = graphql(`
  subscription DmMessageAdded {
    messageAdded {
      id
      conversationId
      content
      isMine
      sender {
        username
      }
    }
  }
`);

const CONVERSATION_READ = graphql(`
  subscription DmConversationRead {
    conversationRead {
      id
      otherReadAt
    }
  }
`);

type Event = { content: string; isMine: boolean; sender: { username: string } | null };

let server: TestServer;
let ada: TestUser;
let bola: TestUser;
let outsider: TestUser;
let probeTarget: TestUser;
const clients: Array<ReturnType<TestServer['ws']>> = [];

beforeAll(async () => {
  server = await startTestServer();
  ada = await buildUser(server, { username: 'live_ada' });
  bola = await buildUser(server, { username: 'live_bola' });
  outsider = await buildUser(server, { username: 'live_outsider' });
  probeTarget = await buildUser(server, { username: 'live_probe' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.stop();
});

/** A live messageAdded subscription of `user`: made live by their own probe messages to probeTarget. */
async function listen(user: TestUser): Promise<LiveSubscription<Event>> {
  const client = server.ws(user.accessToken);
  clients.push(client);
  // One probe message at a time (sendMessage is rate-limited), until one comes back.
  let probing: Promise<unknown> | null = null;
  const probe = () => {
    probing ??= send(server, user, probeTarget, `probe ${user.username}`).finally(() => (probing = null));
  };
  return subscribeLive(
    client,
    MESSAGE_ADDED,
    {},
    (data) => data.messageAdded as Event,
    probe,
    (event) => event.content.startsWith('probe'),
  );
}

it('delivers a message to both participants and to nobody else', async () => {
  const [adaLive, bolaLive, outsiderLive] = [await listen(ada), await listen(bola), await listen(outsider)];
  const sent = await send(server, ada, bola, 'Live hello');
  expect(sent.errors).toBeUndefined();
  expect(await bolaLive.events.next()).toMatchObject({
    content: 'Live hello',
    isMine: false,
    sender: { username: 'live_ada' },
  });
  expect(await adaLive.events.next()).toMatchObject({ content: 'Live hello', isMine: true });

  // The outsider's next event is their own marker, sent after Ada's message: Ada's never reached them.
  await send(server, outsider, probeTarget, 'marker');
  expect(await outsiderLive.events.next()).toMatchObject({ content: 'marker', isMine: true });
  expect(outsiderLive.events.pending).toBe(0);
});

/**
 * A live conversationRead subscription of `user`: made live by probeTarget reading a conversation `user` wrote in
 * (an event the subscription reports as its id).
 */
async function listenForReads(user: TestUser): Promise<LiveSubscription<{ id: string; otherReadAt: string | null }>> {
  const client = server.ws(user.accessToken);
  clients.push(client);
  const probeConversation = (await send(server, user, probeTarget, 'read me')).data!.sendMessage.conversationId;
  let reading: Promise<unknown> | null = null;
  const probe = () => {
    reading ??= server
      .gql(MARK_READ, { id: probeConversation }, { token: probeTarget.accessToken })
      .finally(() => (reading = null));
  };
  return subscribeLive(
    client,
    CONVERSATION_READ,
    {},
    (data) => data.conversationRead,
    probe,
    (event) => event.id === probeConversation,
  );
}

it('shows "Seen" live: the sender hears when the recipient reads, only while both have read receipts on', async () => {
  const [sender, reader, other] = await Promise.all(
    ['live_seen_sender', 'live_seen_reader', 'live_seen_other'].map((username) => buildUser(server, { username })),
  );
  const reads = await listenForReads(sender);
  const withReader = (await send(server, sender, reader, 'Are you there?')).data!.sendMessage.conversationId;
  await server.gql(MARK_READ, { id: withReader }, { token: reader.accessToken });
  const seen = await reads.events.next();
  expect(seen.id).toBe(withReader);
  expect(seen.otherReadAt).not.toBeNull();

  // With the reader's receipts off, their read is not told; the next event is another conversation's read.
  await server.gql(RECEIPTS, { on: false }, { token: reader.accessToken });
  await send(server, sender, { conversationId: withReader }, 'Hello again');
  await server.gql(MARK_READ, { id: withReader }, { token: reader.accessToken });
  const withOther = (await send(server, sender, other, 'Hi other')).data!.sendMessage.conversationId;
  await server.gql(MARK_READ, { id: withOther }, { token: other.accessToken });
  expect(await reads.events.next()).toMatchObject({ id: withOther });
  expect(reads.events.pending).toBe(0);
});

it('delivers nothing to a recipient who declined the request; the sender still gets their own message', async () => {
  const [sender, decliner] = await Promise.all(
    ['live_decline_sender', 'live_decline_recipient'].map((username) => buildUser(server, { username })),
  );
  await setPrivateMessages(server, decliner, false);
  const conversationId = (await send(server, sender, decliner, 'Hi')).data!.sendMessage.conversationId;
  await server.gql(DECLINE, { id: conversationId }, { token: decliner.accessToken });
  const [senderLive, declinerLive] = [await listen(sender), await listen(decliner)];
  await send(server, sender, { conversationId }, 'Still there?');
  expect(await senderLive.events.next()).toMatchObject({ content: 'Still there?', isMine: true });
  // The decliner's next event is their own marker, sent after: the sender's message never reached them.
  await send(server, decliner, probeTarget, 'marker');
  expect(await declinerLive.events.next()).toMatchObject({ content: 'marker', isMine: true });
  expect(declinerLive.events.pending).toBe(0);
});

it('refuses an anonymous subscription', async () => {
  const client = server.ws();
  clients.push(client);
  const outcome = await new Promise<unknown>((resolve) => {
    client.subscribe(
      { query: print(MESSAGE_ADDED) },
      { next: resolve, error: (error) => resolve({ errors: error }), complete: () => undefined },
    );
  });
  // (The code is labelled BAD_USER_INPUT over WebSocket today, as for notificationAdded: graphql/websocket.ts.)
  expect(outcome).toMatchObject({ errors: [{ message: 'Not authenticated' }] });
  expect(outcome).not.toHaveProperty('data');
});
