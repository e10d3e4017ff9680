import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApiKey, persistentSocket, setRequestsThisHour, wsRequest, type TestApiKey } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { print } from 'graphql';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
let key: TestApiKey;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  key = await buildApiKey(server, admin.accessToken, { name: 'Realtime consumer' });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(() => server.stop());

/** One socket, kept open, sending the key in connectionParams.authorization. */
function connectWithKey(secret: string): Client {
  const client = persistentSocket(server, secret);
  clients.push(client);
  return client;
}

const usage = async (id: string): Promise<number> =>
  (await server.kuza.deps.db.query(`SELECT request_count FROM api_key_usage WHERE api_key_id = $1`, [id]))[0]
    ?.request_count ?? 0;

it('acts as the admin who generated the key, admin-only operations included', async () => {
  const client = connectWithKey(key.secret);
  expect(
    await wsRequest(
      client,
      graphql(`
        query ApiKeyWebsocketMe {
          me {
            id
            roles
          }
        }
      `),
    ),
  ).toEqual({ data: { me: { id: admin.id, roles: ['ADMIN', 'USER'] } } });
  const roles = await wsRequest(
    client,
    graphql(`
      query ApiKeyWebsocketUserRoles {
        userRoles {
          userId
          role
        }
      }
    `),
  );
  expect(roles.errors).toBeUndefined();
  expect(roles.data?.userRoles).toEqual(expect.arrayContaining([{ userId: admin.id, role: 'ADMIN' }]));
});

it('delivers subscription events to a key-authenticated socket', async () => {
  const client = connectWithKey(key.secret);
  const author = await buildUser(server);
  let received = false;
  const event = new Promise<unknown>((resolve, reject) => {
    const dispose = client.subscribe(
      {
        query: print(
          graphql(`
            subscription ApiKeyWebsocketPostCreated {
              postCreated {
                content
                author {
                  username
                }
              }
            }
          `),
        ),
      },
      {
        next: (result) => {
          received = true;
          dispose();
          resolve(result);
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
  // The protocol does not confirm a subscription: post until the subscriber hears one.
  for (let n = 0; !received && n < 50; n++) {
    const created = await server.gql(
      graphql(`
        mutation ApiKeyWebsocketCreatePost($c: String!) {
          createPost(input: { content: $c }) {
            id
          }
        }
      `),
      { c: `Live from Accra #kuza ${n}` },
      { token: author.accessToken },
    );
    expect(created.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await event).toEqual({
    data: {
      postCreated: {
        content: expect.stringMatching(/^Live from Accra #kuza \d+$/),
        author: { username: author.username },
      },
    },
  });
});

it("refuses admin-only operations to a non-admin's key over the socket", async () => {
  const demoted = await buildUser(server, { roles: ['ADMIN'] });
  const demotedKey = await buildApiKey(server, demoted.accessToken);
  await server.gql(
    graphql(`
      mutation ApiKeyWebsocketRemoveAdmin($id: ID!) {
        removeAdmin(userId: $id) {
          id
        }
      }
    `),
    { id: demoted.id },
    { token: admin.accessToken },
  );
  const client = connectWithKey(demotedKey.secret);
  const refused = await wsRequest(
    client,
    graphql(`
      query ApiKeyWebsocketApiKeyIds {
        apiKeys {
          id
        }
      }
    `),
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('counts each operation on the socket against the quota and refuses them with RATE_LIMITED once it is used up', async () => {
  const limited = await buildApiKey(server, admin.accessToken);
  const client = connectWithKey(limited.secret);
  await wsRequest(
    client,
    graphql(`
      query ApiKeyWebsocketPing {
        __typename
      }
    `),
  );
  const before = await usage(limited.id);
  await wsRequest(
    client,
    graphql(`
      query ApiKeyWebsocketPing {
        __typename
      }
    `),
  );
  expect(await usage(limited.id)).toBe(before + 1);

  await setRequestsThisHour(server, limited.id, 1000);
  const refused = await wsRequest(
    client,
    graphql(`
      query ApiKeyWebsocketMeId {
        me {
          id
        }
      }
    `),
  );
  expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  expect(Number(refused.errors?.[0]?.extensions?.retryAfter)).toBeGreaterThanOrEqual(1);
});

it('opens a new socket for a key whose quota is used up, and answers its operations RATE_LIMITED with the retry time', async () => {
  const spent = await buildApiKey(server, admin.accessToken);
  await setRequestsThisHour(server, spent.id, 1000);
  const refused = await wsRequest(
    connectWithKey(spent.secret),
    graphql(`
      query ApiKeyWebsocketMeId {
        me {
          id
        }
      }
    `),
  );
  expect(refused.errors?.[0]).toMatchObject({
    message: expect.stringMatching(
      /^This API key has used its 1000 requests for this hour\. Try again in \d+ seconds\.$/,
    ),
    extensions: { code: 'RATE_LIMITED' },
  });
  expect(Number(refused.errors?.[0]?.extensions?.retryAfter)).toBeGreaterThanOrEqual(1);
});

it('stops a deleted key at once: its open socket closes with 4403, and a new connection is refused', async () => {
  const doomed = await buildApiKey(server, admin.accessToken);
  let closedWith!: (close: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${doomed.secret}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { closed: (event) => closedWith(event as { code: number; reason: string }) },
  });
  clients.push(client);
  expect(
    (
      await wsRequest(
        client,
        graphql(`
          query ApiKeyWebsocketMeId {
            me {
              id
            }
          }
        `),
      )
    ).data,
  ).toEqual({ me: { id: admin.id } });

  await server.gql(
    graphql(`
      mutation ApiKeyWebsocketDeleteApiKey($id: ID!) {
        deleteApiKey(id: $id)
      }
    `),
    { id: doomed.id },
    { token: admin.accessToken },
  );
  expect(await closed).toMatchObject({ code: 4403, reason: 'API key revoked' });
  const fresh = connectWithKey(doomed.secret);
  await expect(
    wsRequest(
      fresh,
      graphql(`
        query ApiKeyWebsocketMeId {
          me {
            id
          }
        }
      `),
    ),
  ).rejects.toThrow('WebSocket closed: 4403 Forbidden');
});
