import { CONTENT_MESSAGES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara' });
});
afterAll(() => server.stop());

const CREATE = graphql(`
  mutation NulCharactersCreatePost($c: String!) {
    createPost(input: { content: $c }) {
      id
      content
    }
  }
`);
const postCount = async () => Number((await server.kuza.deps.db.query(`SELECT count(*) AS n FROM posts`))[0].n);

// PostgreSQL cannot store U+0000 in text: such input is the caller's mistake, said as one, never an internal error.
describe('text with a NUL character', () => {
  it('is refused in a variable, naming it, and nothing is written', async () => {
    const before = await postCount();
    const answer = await server.gql(CREATE, { c: 'nul \u0000 #tag' }, { token: amara.accessToken });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]).toMatchObject({ message: CONTENT_MESSAGES.nulCharacter, extensions: { field: 'c' } });
    expect(await postCount()).toBe(before);
  });

  it('is refused nested in an input variable and in a string literal, for reads as well', async () => {
    const nested = await server.gql(
      graphql(`
        mutation NulCharactersUpdateProfile($i: UpdateProfileInput!) {
          updateProfile(input: $i) {
            bio
          }
        }
      `),
      { i: { bio: 'a\u0000b' } },
      { token: amara.accessToken },
    );
    expect(nested.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.nulCharacter,
      extensions: { code: 'BAD_USER_INPUT', field: 'i' },
    });
    // A NUL escape inside the query text itself: sent as text (a typed document's source would not keep the escape).
    const literal = await server.gqlRaw(`{ profile(username: "am\\u0000ara") { username } }`);
    expect(literal.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.nulCharacter,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tag = await server.gql(
      graphql(`
        query NulCharactersPostsByHashtag($t: String!) {
          postsByHashtag(tag: $t) {
            edges {
              cursor
            }
          }
        }
      `),
      { t: '\u0000' },
    );
    expect(errorCode(tag)).toBe('BAD_USER_INPUT');
  });

  it('is refused over WebSocket too', async () => {
    const client = server.ws(amara.accessToken);
    try {
      const errors = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: '{ hashtag(tag: "a\\u0000") { tag } }' },
          { next: () => reject(new Error('answered')), error: resolve, complete: () => undefined },
        );
      });
      expect(errors).toEqual([expect.objectContaining({ message: CONTENT_MESSAGES.nulCharacter })]);
    } finally {
      await client.dispose();
    }
  });

  it('leaves a backslash followed by u0000 alone: that is ordinary text', async () => {
    const answer = await server.gql(
      CREATE,
      { c: 'Escape sequences look like \\u0000 in code' },
      { token: amara.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createPost.content).toBe('Escape sequences look like \\u0000 in code');
  });
});
