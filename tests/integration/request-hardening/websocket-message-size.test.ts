import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const MiB = 1024 * 1024;

const WEBSOCKET_MESSAGE_SIZE_HTTP = graphql(`
  query WebsocketMessageSizeHttp {
    __typename
  }
`);

/** A raw graphql-ws socket, open and acknowledged. */
async function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

/** How the server closed the socket, or 'open' when it had not within 5 s. */
const closeCode = (socket: WebSocket) =>
  new Promise<number | 'open'>((resolve) => {
    const timer = setTimeout(() => resolve('open'), 5000);
    socket.once('close', (code: number) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

// HTTP refuses bodies over 1 MB (JSON_BODY_LIMIT): a socket message may not be larger either.
describe('a WebSocket message larger than an HTTP body may be', () => {
  it('closes that socket with 1009 (Message Too Big) and the server keeps serving others', async () => {
    const socket = await openSocket();
    const closed = closeCode(socket);
    const query = `{ __typename ${' '.repeat(2 * MiB)}}`;
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    expect(await closed).toBe(1009);
    socket.terminate();

    const client = server.ws();
    try {
      const answer = await new Promise((resolve, reject) => {
        client.subscribe(
          {
            query: `query WebsocketMessageSizeAlive {
              __typename
            }`,
          },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      expect(answer).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await client.dispose();
    }
    expect((await server.gql(WEBSOCKET_MESSAGE_SIZE_HTTP)).data).toEqual({ __typename: 'Query' });
  });

  it('still accepts a message just under 1 MB', async () => {
    const socket = await openSocket();
    const query = `{ __typename ${' '.repeat(MiB - 200)}}`;
    const answer = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(String(data))));
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    expect(JSON.parse(await answer)).toMatchObject({ type: 'next', payload: { data: { __typename: 'Query' } } });
    socket.close();
  });
});
