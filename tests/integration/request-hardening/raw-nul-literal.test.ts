import { CONTENT_MESSAGES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';

jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara_raw' });
});
afterAll(() => server.stop());

const postCount = async () => Number((await server.kuza.deps.db.query(`SELECT count(*) AS n FROM posts`))[0].n);

// The character itself, not its `\u0000` escape, in the query text: graphql-js accepts it inside a string literal,
// and PostgreSQL's text cannot hold it. Sent as text: a typed document is the wrong tool for a broken one.
const RAW_NUL_POST = 'mutation { createPost(input: { content: "nul \u0000 inside" }) { id } }';

describe('a raw U+0000 inside a string literal', () => {
  it('is refused as BAD_USER_INPUT over HTTP, and nothing is written', async () => {
    const before = await postCount();
    const answer = await server.gqlRaw(RAW_NUL_POST, undefined, { token: amara.accessToken });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: CONTENT_MESSAGES.nulCharacter,
      extensions: { code: 'BAD_USER_INPUT', messageId: 'content.nulCharacter' },
    });
    expect(await postCount()).toBe(before);
  });

  it('is refused over WebSocket too', async () => {
    const client = server.ws(amara.accessToken);
    try {
      const errors = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: '{ hashtag(tag: "a\u0000") { tag } }' },
          { next: () => reject(new Error('answered')), error: resolve, complete: () => undefined },
        );
      });
      expect(errors).toEqual([expect.objectContaining({ message: CONTENT_MESSAGES.nulCharacter })]);
    } finally {
      await client.dispose();
    }
  });
});
