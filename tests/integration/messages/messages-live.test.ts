import { print } from 'graphql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { subscribeLive, type LiveSubscription } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { send } from './dm-operations';

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
