import { createHash } from 'node:crypto';
import { messageText } from '@kuza/common';
import { startTestServer, type TestServer } from '../../helpers/test-server';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const QUERY = '{ __typename }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A POST registering an automatic persisted query: the query text with the hash the caller says it has. */
async function register(hash: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// A hash that does not match its query is the caller's mistake (a stale or broken client), not the server's.
describe('an automatic persisted query whose hash does not match its text', () => {
  it('answers 400 with a code of its own', async () => {
    const answer = await register(sha256('{ somethingElse }'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message: messageText('errors.persistedQueryHashMismatch'),
          extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', messageId: 'errors.persistedQueryHashMismatch' },
        },
      ],
    });
  });

  it('while the right hash registers and answers the query', async () => {
    expect(await register(sha256(QUERY))).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });
});
