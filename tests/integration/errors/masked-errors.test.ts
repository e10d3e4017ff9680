import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

it('masks an unexpected failure: no SQL, table, host or stack reaches the client', async () => {
  await server.gql(
    graphql(`
      mutation MaskedErrorsSignUp {
        signUp(input: { username: "masked", email: "masked@example.com", password: "secret1" }) {
          accessToken
        }
      }
    `),
  );
  // Break the database under the server: the next read fails in a way no resolver expects.
  await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio TO bio_gone`);
  try {
    const res = await server.gql(
      graphql(`
        query MaskedErrorsProfile {
          profile(username: "masked") {
            username
            bio
          }
        }
      `),
    );
    expect(res.errors).toEqual([
      {
        message: 'Internal server error',
        path: ['profile'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' },
      },
    ]);
    const body = JSON.stringify(res);
    for (const leak of ['bio_gone', 'SELECT', 'profiles', '127.0.0.1', 'stacktrace', '.ts:'])
      expect(body).not.toContain(leak);
  } finally {
    await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio_gone TO bio`);
  }
});

it('tells the caller what is wrong with a malformed request', async () => {
  // Malformed on purpose (bad syntax, an unknown field, a missing variable): sent as text.
  const syntax = await server.gqlRaw(`{ profile(username: "x" { username } }`);
  expect(syntax.status).toBe(400);
  expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  const unknownField = await server.gqlRaw(`{ profile(username: "x") { password } }`);
  expect(unknownField.status).toBe(400);
  expect(unknownField.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(unknownField.errors?.[0].message).toContain('password');
  const badVariable = await server.gqlRaw(`query ($u: String!) { profile(username: $u) { id } }`, {});
  expect(badVariable.status).toBe(400);
  expect(badVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

it('serves the schema as SDL for code generators', async () => {
  const res = await fetch(`${server.url}/schema.graphql`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('type Mutation');
});
