import { buildApiKey, GENERATE_API_KEY, type TestApiKey } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

// Every admin-only operation, called by everyone who must be refused, and by an admin's key, which must work.
let server: TestServer;
let admin: TestUser;
let user: TestUser;
let moderator: TestUser;
let demoted: TestUser;
let adminKey: TestApiKey;
let demotedKey: TestApiKey;
let victimKey: TestApiKey;

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  user = await buildUser(server);
  moderator = await buildUser(server, { roles: ['MODERATOR'] });
  demoted = await buildUser(server, { roles: ['ADMIN'] });
  adminKey = await buildApiKey(server, admin.accessToken, { name: 'Admin script' });
  victimKey = await buildApiKey(server, admin.accessToken, { name: 'Must survive' });
  // Made while `demoted` was an admin: afterwards it is a non-admin's key.
  demotedKey = await buildApiKey(server, demoted.accessToken, { name: 'Old admin key' });
  const removed = await server.gql(`mutation($id: ID!) { removeAdmin(userId: $id) { id } }`, { id: demoted.id }, { token: admin.accessToken });
  expect(removed.errors).toBeUndefined();
});
afterAll(() => server.stop());

type Operation = { name: string; query: string; variables: () => Record<string, unknown> };

const OPERATIONS: Operation[] = [
  { name: 'userRoles', query: `{ userRoles { userId role } }`, variables: () => ({}) },
  { name: 'userStats', query: `{ userStats { totalUsers admins } }`, variables: () => ({}) },
  { name: 'apiKeys', query: `{ apiKeys { id } }`, variables: () => ({}) },
  { name: 'apiKeys(kind)', query: `{ apiKeys(kind: PAYMENT_GATEWAY) { id } }`, variables: () => ({}) },
  { name: 'generateApiKey', query: GENERATE_API_KEY, variables: () => ({ input: { name: 'Sneaky', kind: 'API', tier: 'ENTERPRISE' } }) },
  { name: 'deleteApiKey', query: `mutation($id: ID!) { deleteApiKey(id: $id) }`, variables: () => ({ id: victimKey.id }) },
  { name: 'promoteToAdmin', query: `mutation($id: ID!) { promoteToAdmin(userId: $id) { id } }`, variables: () => ({ id: user.id }) },
  { name: 'removeAdmin', query: `mutation($id: ID!) { removeAdmin(userId: $id) { id } }`, variables: () => ({ id: admin.id }) },
];

const CALLERS: Array<{ name: string; token: () => string | undefined; code: string }> = [
  { name: 'anonymous', token: () => undefined, code: 'UNAUTHENTICATED' },
  { name: 'a user', token: () => user.accessToken, code: 'FORBIDDEN' },
  { name: 'a moderator', token: () => moderator.accessToken, code: 'FORBIDDEN' },
  { name: "a demoted admin's old, still valid access token", token: () => demoted.accessToken, code: 'FORBIDDEN' },
  { name: "a non-admin's API key", token: () => demotedKey.secret, code: 'FORBIDDEN' },
];

describe.each(CALLERS)('$name', (caller) => {
  it.each(OPERATIONS)(`is refused $name`, async (operation) => {
    const response = await server.gql(operation.query, operation.variables(), { token: caller.token() });
    expect(errorCode(response)).toBe(caller.code);
    expect(response.data?.[operation.name.replace(/\(.*/, '')] ?? null).toBeNull();
  });
});

it('changed nothing while refusing: no new key, the key still works, no new admin, the admin kept the role', async () => {
  const keys = await server.gql(`{ apiKeys { name } }`, {}, { token: admin.accessToken });
  expect(keys.data.apiKeys.map((k: { name: string }) => k.name).sort()).toEqual(['Admin script', 'Must survive', 'Old admin key']);
  expect((await server.gql(`{ me { id } }`, {}, { token: victimKey.secret })).status).toBe(200);
  const roles = await server.gql(`{ userRoles { userId role } }`, {}, { token: admin.accessToken });
  expect(roles.data.userRoles).toEqual(expect.arrayContaining([{ userId: admin.id, role: 'ADMIN' }, { userId: moderator.id, role: 'MODERATOR' }]));
  expect(roles.data.userRoles).toHaveLength(2);
});

it("the demoted admin's token and key still work for what any signed-in user may do", async () => {
  for (const token of [demoted.accessToken, demotedKey.secret]) {
    const response = await server.gql(`{ me { id roles } profiles(first: 1) { edges { node { id } } } }`, {}, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data.me).toEqual({ id: demoted.id, roles: ['USER'] });
  }
});

it("an admin's API key may do every admin-only operation", async () => {
  const key = adminKey.secret;
  for (const operation of OPERATIONS.filter((o) => !['deleteApiKey', 'promoteToAdmin', 'removeAdmin'].includes(o.name))) {
    const response = await server.gql(operation.query, operation.variables(), { token: key });
    expect({ operation: operation.name, errors: response.errors }).toEqual({ operation: operation.name, errors: undefined });
  }
  const promoted = await server.gql(`mutation($id: ID!) { promoteToAdmin(userId: $id) { id roles } }`, { id: user.id }, { token: key });
  expect(promoted.data.promoteToAdmin).toEqual({ id: user.id, roles: ['ADMIN', 'USER'] });
  const removed = await server.gql(`mutation($id: ID!) { removeAdmin(userId: $id) { id roles } }`, { id: user.id }, { token: key });
  expect(removed.data.removeAdmin).toEqual({ id: user.id, roles: ['USER'] });
  const deleted = await server.gql(`mutation($id: ID!) { deleteApiKey(id: $id) }`, { id: victimKey.id }, { token: key });
  expect(deleted.data).toEqual({ deleteApiKey: true });
  expect(errorCode(await server.gql(`{ me { id } }`, {}, { token: victimKey.secret }))).toBe('UNAUTHENTICATED');
});

it('signed-in users of any role may list profiles; anonymous callers may not', async () => {
  const query = `{ profiles(first: 5) { edges { node { username } } } }`;
  expect(errorCode(await server.gql(query))).toBe('UNAUTHENTICATED');
  for (const token of [user.accessToken, moderator.accessToken, admin.accessToken, adminKey.secret]) {
    expect((await server.gql(query, {}, { token })).errors).toBeUndefined();
  }
});
