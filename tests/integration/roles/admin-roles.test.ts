import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const PROMOTE = graphql(`
  mutation Promote($id: ID!) {
    promoteToAdmin(userId: $id) {
      id
      username
      roles
    }
  }
`);
const REMOVE = graphql(`
  mutation Remove($id: ID!) {
    removeAdmin(userId: $id) {
      id
      username
      roles
    }
  }
`);
const ME_ROLES = graphql(`
  query AdminRolesMe {
    me {
      roles
    }
  }
`);
const LAST_ADMIN = 'You are the last admin. Make another user an admin before removing your own admin role.';

const promote = (admin: TestUser, id: string) => server.gql(PROMOTE, { id }, { token: admin.accessToken });
const remove = (admin: TestUser, id: string) => server.gql(REMOVE, { id }, { token: admin.accessToken });

it('promotes a user to admin, whose existing session gains admin power at once', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const user = await buildUser(server);
  expect(
    errorCode(
      await server.gql(
        graphql(`
          query AdminRolesRoles {
            userRoles {
              role
            }
          }
        `),
        {},
        { token: user.accessToken },
      ),
    ),
  ).toBe('FORBIDDEN');

  const promoted = await promote(admin, user.id);
  expect(promoted.data!.promoteToAdmin).toEqual({ id: user.id, username: user.username, roles: ['ADMIN', 'USER'] });
  expect((await server.gql(ME_ROLES, {}, { token: user.accessToken })).data!.me!.roles).toEqual(['ADMIN', 'USER']);
  expect(
    (
      await server.gql(
        graphql(`
          query AdminRolesRoles {
            userRoles {
              role
            }
          }
        `),
        {},
        { token: user.accessToken },
      )
    ).errors,
  ).toBeUndefined();

  // Promoting twice changes nothing.
  expect((await promote(admin, user.id)).data!.promoteToAdmin.roles).toEqual(['ADMIN', 'USER']);
  const roles = await server.gql(
    graphql(`
      query AdminRolesUserRoles {
        userRoles {
          userId
          role
        }
      }
    `),
    {},
    { token: admin.accessToken },
  );
  expect(roles.data!.userRoles.filter((r) => r.userId === user.id)).toEqual([{ userId: user.id, role: 'ADMIN' }]);
});

it('removes the admin role, and the demoted admin loses admin power at once', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const other = await buildUser(server, { roles: ['ADMIN'] });
  const removed = await remove(admin, other.id);
  expect(removed.data!.removeAdmin.roles).toEqual(['USER']);
  expect(
    errorCode(
      await server.gql(
        graphql(`
          query AdminRolesRoles {
            userRoles {
              role
            }
          }
        `),
        {},
        { token: other.accessToken },
      ),
    ),
  ).toBe('FORBIDDEN');
  // Removing it from a user who is not an admin changes nothing.
  expect((await remove(admin, other.id)).data!.removeAdmin.roles).toEqual(['USER']);
});

it('keeps a moderator a moderator when promoting and demoting', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const moderator = await buildUser(server, { roles: ['MODERATOR'] });
  expect((await promote(admin, moderator.id)).data!.promoteToAdmin.roles).toEqual(['ADMIN', 'MODERATOR', 'USER']);
  expect((await remove(admin, moderator.id)).data!.removeAdmin.roles).toEqual(['MODERATOR', 'USER']);
});

it('refuses to remove the last remaining admin, with a message the screen can show', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const refused = await remove(admin, admin.id);
  expect(refused.errors?.[0]).toMatchObject({
    message: LAST_ADMIN,
    extensions: { code: 'BAD_USER_INPUT', field: 'userId' },
  });
  expect((await server.gql(ME_ROLES, {}, { token: admin.accessToken })).data!.me!.roles).toEqual(['ADMIN', 'USER']);

  // With a second admin, an admin may step down; then the other is the last one.
  const second = await buildUser(server, { roles: ['ADMIN'] });
  expect((await remove(admin, admin.id)).data!.removeAdmin.roles).toEqual(['USER']);
  expect((await remove(second, second.id)).errors?.[0].message).toBe(LAST_ADMIN);
});

it('never leaves the system without an admin when two admins demote each other at the same moment', async () => {
  const a = await buildUser(server, { roles: ['ADMIN'] });
  const b = await buildUser(server, { roles: ['ADMIN'] });
  const results = await Promise.all([remove(a, b.id), remove(b, a.id)]);
  const [{ n }] = await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM user_roles WHERE role = 'ADMIN'`);
  expect(n).toBe(1);
  // One wins; the other is refused (as the last admin, or because its caller is no longer an admin).
  expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
  expect(results.map(errorCode).filter(Boolean)).toHaveLength(1);
});

it('answers NOT_FOUND for unknown and malformed user ids', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    expect(await promote(admin, id)).toMatchObject({
      errors: [{ message: 'User not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(errorCode(await remove(admin, id))).toBe('NOT_FOUND');
  }
});

it('lists every granted role and counts users for User Management', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const moderator = await buildUser(server, { roles: ['MODERATOR'] });
  await buildUser(server);
  await buildUser(server);
  const roles = await server.gql(
    graphql(`
      query AdminRolesUserRoles {
        userRoles {
          userId
          role
        }
      }
    `),
    {},
    { token: admin.accessToken },
  );
  expect(roles.data!.userRoles).toEqual([
    { userId: admin.id, role: 'ADMIN' },
    { userId: moderator.id, role: 'MODERATOR' },
  ]);
  const stats = await server.gql(
    graphql(`
      query AdminRolesUserStats {
        userStats {
          totalUsers
          activeUsers
          admins
          moderators
          suspended
        }
      }
    `),
    {},
    { token: admin.accessToken },
  );
  expect(stats.data!.userStats).toEqual({ totalUsers: 4, activeUsers: 4, admins: 1, moderators: 1, suspended: 0 });
});
