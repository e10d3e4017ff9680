import { gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { print } from 'graphql';
import { graphql } from '../../gql';

// JSON POSTs are answered without Express, everything else through it: both paths must answer alike.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.stop());

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const query = JSON.stringify({
  query: print(
    graphql(`
      query HttpRequestsTrendingHashtags {
        trendingHashtags {
          tag
        }
      }
    `),
  ),
});

it.each([
  ['plain JSON', () => post(query)],
  ['gzip-encoded JSON', () => post(new Uint8Array(gzipSync(query)), { 'content-encoding': 'gzip' })],
  [
    'a GET query',
    () =>
      fetch(`${server.url}/graphql?query=${encodeURIComponent('{ trendingHashtags { tag } }')}`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
  ],
])('answers %s with the API headers and the data', async (_name, send) => {
  const res = await send();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(await res.json()).toEqual({ data: { trendingHashtags: [] } });
});

it.each([
  ['plain', (text: string) => post(text)],
  ['gzip-encoded', (text: string) => post(new Uint8Array(gzipSync(text)), { 'content-encoding': 'gzip' })],
])('answers a %s body that is not JSON with a JSON error, not a page', async (_name, send) => {
  const res = await send('{"query": "{ trendingHashtags { tag } }"');
  expect(res.status).toBe(400);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(await res.json()).toEqual({
    errors: [
      {
        message: 'The request body is not valid JSON.',
        extensions: { code: 'BAD_REQUEST', messageId: 'errors.invalidJson' },
      },
    ],
  });
});

it.each([
  ['plain', (text: string) => post(text)],
  ['gzip-encoded', (text: string) => post(new Uint8Array(gzipSync(text)), { 'content-encoding': 'gzip' })],
])('refuses a %s body over 1 MB', async (_name, send) => {
  const res = await send(JSON.stringify({ query: `{ trendingHashtags { tag } } # ${'x'.repeat(1024 * 1024)}` }));
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({
    errors: [
      {
        message: 'The request body is larger than 1 MB.',
        extensions: { code: 'PAYLOAD_TOO_LARGE', messageId: 'errors.bodyTooLarge' },
      },
    ],
  });
});

it('answers a preflight for any origin', async () => {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
});

it.each([
  ['plain', false],
  ['gzip-encoded', true],
])('records the caller behind a trusted proxy (%s body)', async (_name, encoded) => {
  const address = encoded ? '198.51.100.8' : '198.51.100.7';
  const body = JSON.stringify({
    query: print(
      graphql(`
        mutation HttpRequestsSendContactMessage($input: SendContactMessageInput!) {
          sendContactMessage(input: $input) {
            id
          }
        }
      `),
    ),
    variables: {
      input: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message long enough to be sent to the team.',
      },
    },
  });
  const headers = { 'x-forwarded-for': `${address}, 10.0.0.1` };
  const res = encoded
    ? await post(new Uint8Array(gzipSync(body)), { ...headers, 'content-encoding': 'gzip' })
    : await post(body, headers);
  const { data } = (await res.json()) as { data: { sendContactMessage: { id: string } } };
  const [row] = await server.kuza.deps.db.query(`SELECT ip FROM contact_messages WHERE id = $1`, [
    data.sendContactMessage.id,
  ]);
  expect(row.ip).toBe(address);
});
