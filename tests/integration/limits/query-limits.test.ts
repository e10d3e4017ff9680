import type { Client } from 'graphql-ws';
import { wsRequest, type WsOutcome } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

// The same limits on both transports: each case is sent over HTTP and over WebSocket. The queries are built to
// break (or just meet) the limits, so they are sent as text rather than as typed documents.
let server: TestServer;
let user: TestUser;
let socket: Client;
beforeAll(async () => {
  server = await startTestServer();
  user = await buildUser(server);
  socket = server.ws(user.accessToken);
});
afterAll(async () => {
  await socket.dispose();
  await server.stop();
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const PROFILE_FIELDS = 'id username bio avatarUrl createdAt isVerified followersCount followingCount roles';

const CASES: Array<{
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  code: string;
  message: string | RegExp;
}> = [
  {
    name: 'depth 8',
    query: `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Query depth limit of 7 exceeded, found 8.',
  },
  {
    name: '16 aliases',
    query: `{ ${range(16)
      .map((i) => `a${i}: me { id }`)
      .join(' ')} }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Aliases limit of 15 exceeded, found 16.',
  },
  {
    name: 'a cost above 5,000',
    query: `{ a: profiles(first: 100) { edges { node { ${PROFILE_FIELDS} } } } b: profiles(first: 100) { edges { node { ${PROFILE_FIELDS} } } } }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: /^Query Cost limit of 5000 exceeded, found \d+\.$/,
  },
  {
    name: '51 directives',
    query: `{ __typename ${range(51)
      .map(() => '@include(if: true)')
      .join(' ')} }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Directives limit of 50 exceeded, found 51.',
  },
  {
    name: 'more than 1,000 tokens',
    query: `{ ${'__typename '.repeat(1000)} }`,
    code: 'GRAPHQL_PARSE_FAILED',
    message: /^Syntax Error: Document contains more th\w+ 1000 tokens\. Parsing aborted\.$/,
  },
  {
    name: 'first: 101 as a literal',
    query: `{ profiles(first: 101) { edges { cursor } } }`,
    code: 'BAD_USER_INPUT',
    message: 'first must be between 1 and 100.',
  },
  {
    name: 'first: 500 in a variable',
    query: `query ($n: Int) { profiles(first: $n) { edges { cursor } } }`,
    variables: { n: 500 },
    code: 'BAD_USER_INPUT',
    message: 'first must be between 1 and 100.',
  },
  {
    name: 'first: 1000 as a variable default',
    query: `query ($n: Int = 1000) { profiles(first: $n) { edges { cursor } } }`,
    code: 'BAD_USER_INPUT',
    message: 'first must be between 1 and 100.',
  },
];

const matches = (actual: string | undefined, expected: string | RegExp) =>
  typeof expected === 'string' ? expect(actual).toBe(expected) : expect(actual).toMatch(expected);

describe.each(CASES)('$name', ({ query, variables, code, message }) => {
  it('is refused over HTTP with a 400, a clear message and a code', async () => {
    const response = await server.gqlRaw(query, variables, { token: user.accessToken });
    expect(response.status).toBe(400);
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe(code);
    matches(response.errors?.[0]?.message, message);
  });

  it('is refused over WebSocket the same way', async () => {
    const outcome: WsOutcome = await wsRequest(socket, query, variables);
    expect(outcome.data ?? null).toBeNull();
    expect(outcome.errors?.[0]?.extensions?.code).toBe(code);
    matches(outcome.errors?.[0]?.message, message);
  });
});

it('refuses anonymous callers the same way (limits apply before anything runs)', async () => {
  const response = await server.gqlRaw(CASES[0].query);
  expect(response.status).toBe(400);
  expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

it('lets real queries through: the user list page with its fragments, depth 7, 15 aliases', async () => {
  const query = `
    query UserList { profiles(first: 50) { edges { cursor node { ...ProfileRow } } pageInfo { hasNextPage endCursor } } me { ...Me } }
    fragment ProfileRow on Profile { ${PROFILE_FIELDS} }
    fragment Me on User { id profile { ...Avatar } }
    fragment Avatar on Profile { id avatarUrl }`;
  const atDepth7 = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { name } } } } } } }`;
  const fifteenAliases = `{ ${range(15)
    .map((i) => `a${i}: me { id }`)
    .join(' ')} }`;
  for (const q of [query, atDepth7, fifteenAliases]) {
    const http = await server.gqlRaw(q, {}, { token: user.accessToken });
    expect({ q, errors: http.errors }).toEqual({ q, errors: undefined });
    expect(http.status).toBe(200);
    const ws = await wsRequest(socket, q);
    expect({ q, errors: ws.errors }).toEqual({ q, errors: undefined });
  }
});

it('keeps field suggestions and introspection on outside production', async () => {
  const response = await server.gqlRaw(`{ mee { id } }`);
  expect(response.status).toBe(400);
  expect(response.errors?.[0]?.message).toMatch(/^Cannot query field "mee" on type "Query"\. Did you mean "me"/);
  expect((await server.gqlRaw(`{ __schema { queryType { name } } }`)).data).toEqual({
    __schema: { queryType: { name: 'Query' } },
  });
});
