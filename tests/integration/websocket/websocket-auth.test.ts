import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { print } from 'graphql';
import { graphql } from '../../gql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Connects with the given connectionParams and resolves with how the connection ended or opened. */
function connect(authorization?: string): Promise<{ opened: boolean; code?: number }> {
  return new Promise((resolve) => {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: authorization ? { authorization } : {},
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => {
          resolve({ opened: true });
          void client.dispose();
        },
        closed: (event) => resolve({ opened: false, code: (event as { code: number }).code }),
      },
    });
  });
}

it('accepts anonymous connections and connections with a valid access token', async () => {
  const user = await buildUser(server);
  expect(await connect()).toEqual({ opened: true });
  expect(await connect(`Bearer ${user.accessToken}`)).toEqual({ opened: true });
});

it('refuses a connection whose credentials do not check out (4403)', async () => {
  expect(await connect('Bearer not.a.token')).toEqual({ opened: false, code: 4403 });
  const user = await buildUser(server);
  await server.gql(
    graphql(`
      mutation WebsocketAuthSignOut {
        signOut
      }
    `),
    {},
    { token: user.accessToken },
  );
  expect(await connect(`Bearer ${user.accessToken}`)).toEqual({ opened: false, code: 4403 });
});

it('answers queries over the socket as the signed-in user', async () => {
  const user = await buildUser(server);
  const client = server.ws(user.accessToken);
  try {
    const result = await new Promise((resolve, reject) => {
      client.subscribe(
        {
          query: print(
            graphql(`
              query WebsocketAuthMe {
                me {
                  username
                }
              }
            `),
          ),
        },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    expect(result).toEqual({ data: { me: { username: user.username } } });
  } finally {
    await client.dispose();
  }
});
