import { buildApiKey, GENERATE_API_KEY, type TestApiKey } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode, type GraphQLResponse } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

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
  const removed = await server.gql(
    graphql(`
      mutation RbacMatrixRemoveAdmin($id: ID!) {
        removeAdmin(userId: $id) {
          id
        }
      }
    `),
    { id: demoted.id },
    { token: admin.accessToken },
  );
  expect(removed.errors).toBeUndefined();
});
afterAll(() => server.stop());

type Operation = {
  name: string;
  send: (token: string | undefined) => Promise<GraphQLResponse<Record<string, unknown>>>;
};

const OPERATIONS: Operation[] = [
  {
    name: 'userRoles',
    send: (token) =>
      server.gql(
        graphql(`
          query RbacMatrixUserRoles {
            userRoles {
              userId
              role
            }
          }
        `),
        {},
        { token },
      ),
  },
  {
    name: 'userStats',
    send: (token) =>
      server.gql(
        graphql(`
          query RbacMatrixUserStats {
            userStats {
              totalUsers
              admins
            }
          }
        `),
        {},
        { token },
      ),
  },
  {
    name: 'apiKeys',
    send: (token) =>
      server.gql(
        graphql(`
          query RbacMatrixApiKeys {
            apiKeys {
              id
            }
          }
        `),
        {},
        { token },
      ),
  },
  {
    name: 'apiKeys(kind)',
    send: (token) =>
      server.gql(
        graphql(`
          query RbacMatrixApiKeysByKind {
            apiKeys(kind: PAYMENT_GATEWAY) {
              id
            }
          }
        `),
        {},
        { token },
      ),
  },
  {
    name: 'generateApiKey',
    send: (token) =>
      server.gql(GENERATE_API_KEY, { input: { name: 'Sneaky', kind: 'API', tier: 'ENTERPRISE' } }, { token }),
  },
  {
    name: 'deleteApiKey',
    send: (token) =>
      server.gql(
        graphql(`
          mutation RbacMatrixDeleteApiKey($id: ID!) {
            deleteApiKey(id: $id)
          }
        `),
        { id: victimKey.id },
        { token },
      ),
  },
  {
    name: 'promoteToAdmin',
    send: (token) =>
      server.gql(
        graphql(`
          mutation RbacMatrixPromoteToAdmin($id: ID!) {
            promoteToAdmin(userId: $id) {
              id
            }
          }
        `),
        { id: user.id },
        { token },
      ),
  },
  {
    name: 'removeAdmin',
    send: (token) =>
      server.gql(
        graphql(`
          mutation RbacMatrixRemoveAdmin($id: ID!) {
            removeAdmin(userId: $id) {
              id
            }
          }
        `),
        { id: admin.id },
        { token },
      ),
  },
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
    const response = await operation.send(caller.token());
    expect(errorCode(response)).toBe(caller.code);
    expect(response.data?.[operation.name.replace(/\(.*/, '')] ?? null).toBeNull();
  });
});

it('changed nothing while refusing: no new key, the key still works, no new admin, the admin kept the role', async () => {
  const keys = await server.gql(
    graphql(`
      query RbacMatrixApiKeysName {
        apiKeys {
          name
        }
      }
    `),
    {},
    { token: admin.accessToken },
  );
  expect(keys.data!.apiKeys.map((k) => k.name).sort()).toEqual(['Admin script', 'Must survive', 'Old admin key']);
  expect(
    (
      await server.gql(
        graphql(`
          query RbacMatrixMe {
            me {
              id
            }
          }
        `),
        {},
        { token: victimKey.secret },
      )
    ).status,
  ).toBe(200);
  const roles = await server.gql(
    graphql(`
      query RbacMatrixUserRoles {
        userRoles {
          userId
          role
        }
      }
    `),
    {},
    { token: admin.accessToken },
  );
  expect(roles.data!.userRoles).toEqual(
    expect.arrayContaining([
      { userId: admin.id, role: 'ADMIN' },
      { userId: moderator.id, role: 'MODERATOR' },
    ]),
  );
  expect(roles.data!.userRoles).toHaveLength(2);
});

it("the demoted admin's token and key still work for what any signed-in user may do", async () => {
  for (const token of [demoted.accessToken, demotedKey.secret]) {
    const response = await server.gql(
      graphql(`
        query RbacMatrixMeAndProfiles {
          me {
            id
            roles
          }
          profiles(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
      {},
      { token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.me).toEqual({ id: demoted.id, roles: ['USER'] });
  }
});

// Keys are managed by a signed-in admin, never by a key (issue 34: a leaked key cannot mint or keep others).
const KEY_MANAGEMENT = ['apiKeys', 'apiKeys(kind)', 'generateApiKey', 'deleteApiKey'];

it("an admin's API key may do every admin-only operation but managing keys", async () => {
  const key = adminKey.secret;
  for (const operation of OPERATIONS.filter((o) => !['promoteToAdmin', 'removeAdmin'].includes(o.name))) {
    const response = await operation.send(key);
    const refused = KEY_MANAGEMENT.includes(operation.name);
    expect({ operation: operation.name, code: errorCode(response) }).toEqual({
      operation: operation.name,
      code: refused ? 'FORBIDDEN' : undefined,
    });
  }
  const promoted = await server.gql(
    graphql(`
      mutation RbacMatrixPromoteToAdminRoles($id: ID!) {
        promoteToAdmin(userId: $id) {
          id
          roles
        }
      }
    `),
    { id: user.id },
    { token: key },
  );
  expect(promoted.data!.promoteToAdmin).toEqual({ id: user.id, roles: ['ADMIN', 'USER'] });
  const removed = await server.gql(
    graphql(`
      mutation RbacMatrixRemoveAdminRoles($id: ID!) {
        removeAdmin(userId: $id) {
          id
          roles
        }
      }
    `),
    { id: user.id },
    { token: key },
  );
  expect(removed.data!.removeAdmin).toEqual({ id: user.id, roles: ['USER'] });
  const deleted = await server.gql(
    graphql(`
      mutation RbacMatrixDeleteApiKey($id: ID!) {
        deleteApiKey(id: $id)
      }
    `),
    { id: victimKey.id },
    { token: admin.accessToken },
  );
  expect(deleted.data).toEqual({ deleteApiKey: true });
  expect(
    errorCode(
      await server.gql(
        graphql(`
          query RbacMatrixMe {
            me {
              id
            }
          }
        `),
        {},
        { token: victimKey.secret },
      ),
    ),
  ).toBe('UNAUTHENTICATED');
});

it('signed-in users of any role may list profiles; anonymous callers may not', async () => {
  const query = graphql(`
    query RbacMatrixProfiles {
      profiles(first: 5) {
        edges {
          node {
            username
          }
        }
      }
    }
  `);
  expect(errorCode(await server.gql(query))).toBe('UNAUTHENTICATED');
  for (const token of [user.accessToken, moderator.accessToken, admin.accessToken, adminKey.secret]) {
    expect((await server.gql(query, {}, { token })).errors).toBeUndefined();
  }
});
