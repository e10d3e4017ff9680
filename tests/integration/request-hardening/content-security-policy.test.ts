import { startTestServer, type TestServer } from '../../helpers/test-server';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

// The web client talks only to its own origin (HTTP and its WebSocket, which 'self' covers in CSP Level 3): a
// script injected into a page must not be able to open a socket to another host.
it.each(['/schema.graphql', '/graphql?query=%7B__typename%7D'])(
  'GET %s allows connections to Kuza’s own origin only',
  async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(directive(response.headers.get('content-security-policy'), 'connect-src')).toBe("connect-src 'self'");
  },
);

it('sets the same policy on the fast path (a JSON POST to /graphql)', async () => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(directive(response.headers.get('content-security-policy'), 'connect-src')).toBe("connect-src 'self'");
});
