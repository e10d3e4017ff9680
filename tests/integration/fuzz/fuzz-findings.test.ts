import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// What the fuzzer (requests-fuzz.test.ts) found, each pinned by a test of its own: an answer that named a caller's
// mistake an internal error, or a socket closed as if the server had failed.

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'development' });
});
afterAll(() => server.stop());

/** A raw graphql-transport-ws socket, acknowledged, with every message it receives and how it closes. */
async function openSocket() {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: Array<{ id?: string; type: string; payload?: unknown }> = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as { type: string };
      messages.push(message);
      if (message.type === 'connection_ack') resolve();
    });
    socket.once('error', reject);
  });
  const answer = (id: string) =>
    new Promise<unknown>((resolve) => {
      const found = () => messages.find((m) => m.id === id && (m.type === 'next' || m.type === 'error'));
      const done = found();
      if (done) return resolve(done);
      socket.on('message', () => {
        const later = found();
        if (later) resolve(later);
      });
    });
  return { socket, closed, answer };
}

describe('over WebSocket', () => {
  it('refuses a variable of the wrong type as BAD_USER_INPUT, as HTTP does, not as an internal error', async () => {
    const { socket, answer } = await openSocket();
    socket.send(
      JSON.stringify({
        id: 'p1',
        type: 'subscribe',
        payload: { query: 'query FuzzFindingPost($id: ID!) { post(id: $id) { id } }', variables: { id: true } },
      }),
    );
    expect(await answer('p1')).toMatchObject({
      type: 'next',
      payload: {
        errors: [
          {
            message: expect.stringContaining('Variable "$id" got invalid value true'),
            extensions: { code: 'BAD_USER_INPUT', messageId: 'errors.badRequest' },
          },
        ],
      },
    });
    socket.close();
  });

  // Well-formed messages of the server's own kinds, which graphql-ws parsed and then failed on.
  it.each([
    ['connection_ack', {}],
    ['next', { data: null }],
    ['error', [{ message: 'from the client' }]],
  ])(
    'closes a socket sending the server-only message %s with 4400, not 1011 (internal error)',
    async (type, payload) => {
      const { socket, closed } = await openSocket();
      socket.send(JSON.stringify({ id: '1', type, payload }));
      expect(await closed).toBe(4400);
    },
  );
});

describe('over HTTP', () => {
  it('answers an unsupported persisted query version 400 BAD_REQUEST, not INTERNAL_SERVER_ERROR', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 2 } } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Unsupported persisted query version',
          extensions: { code: 'BAD_REQUEST', messageId: 'errors.badRequest' },
        },
      ],
    });
  });
});
