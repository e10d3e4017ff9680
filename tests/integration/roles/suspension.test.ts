import { on } from 'node:events';
import { readFileSync } from 'node:fs';
import { PLATFORM_MESSAGES, SUSPENSION_MESSAGES as M } from '@kuza/common';
import { GENERATE_API_KEY } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH, SIGN_IN } from '../auth/auth-operations';
import { graphql } from '../../gql';

// Admins suspend accounts: the account's sessions end at once, it cannot sign in, refresh or use an API key, its owner
// is e-mailed, and User Management counts it. Reactivating undoes all of it but the ended sessions.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
  admin = await buildUser(server, { username: 'kuza_admin', roles: ['ADMIN'] });
  moderator = await buildUser(server, { username: 'mod_jane', roles: ['MODERATOR'] });
});
afterAll(() => server.stop());

const SUSPEND = graphql(`
  mutation SuspensionSuspendUser($id: ID!, $reason: String) {
    suspendUser(userId: $id, reason: $reason) {
      id
      username
      suspension {
        reason
        suspendedAt
      }
    }
  }
`);
const REACTIVATE = graphql(`
  mutation SuspensionReactivateUser($id: ID!) {
    reactivateUser(userId: $id) {
      id
      suspension {
        reason
      }
    }
  }
`);
const STATS = graphql(`
  query SuspensionUserStats {
    userStats {
      totalUsers
      activeUsers
      suspended
    }
  }
`);
const suspend = (user: TestUser, id: string, reason?: string) =>
  server.gql(SUSPEND, { id, reason }, { token: user.accessToken });

/**
 * The next e-mail to `user` with this subject (an .eml in the outbox). E-mails go out in the background, so another
 * test's may arrive meanwhile: those are skipped. Call it before the action that sends it.
 */
const nextEmail = async (user: TestUser, subject: string) => {
  const stop = new AbortController();
  try {
    for await (const [message] of on(server.kuza.deps.mailer, 'sent', { signal: stop.signal })) {
      const text = readFileSync((message as { file: string }).file, 'utf8').replace(/=\r?\n/g, '');
      if (text.includes(`To: ${user.email}`) && text.includes(`Subject: ${subject}`)) return text;
    }
  } finally {
    stop.abort();
  }
  throw new Error('the mailer stopped');
};
const SUSPENDED = 'Your Kuza account is suspended';
const ACTIVE = 'Your Kuza account is active again';

it("ends the account's sessions, refuses its sign-in, refresh and API key, counts it, and tells its owner why", async () => {
  const spammer = await buildUser(server, { username: 'spam_king' });
  const before = (await server.gql(STATS, {}, { token: admin.accessToken })).data!.userStats;
  // An admin-made API key acts as its admin; a former admin's key shows what happens to a suspended owner's keys.
  const formerAdmin = await buildUser(server, { username: 'former_admin', roles: ['ADMIN'] });
  const key = (
    await server.gql(
      GENERATE_API_KEY,
      { input: { name: 'Old key', tier: 'FREE', kind: 'API' } },
      { token: formerAdmin.accessToken },
    )
  ).data!.generateApiKey.secret as string;
  expect(
    (
      await server.gql(
        graphql(`
          mutation SuspensionRemoveAdmin($id: ID!) {
            removeAdmin(userId: $id) {
              id
            }
          }
        `),
        { id: formerAdmin.id },
        { token: admin.accessToken },
      )
    ).errors,
  ).toBeUndefined();

  const mailed = nextEmail(spammer, SUSPENDED);
  const answer = await suspend(admin, spammer.id, '  Sent the same link to 400 people ');
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.suspendUser).toMatchObject({
    username: 'spam_king',
    suspension: { reason: 'Sent the same link to 400 people' },
  });
  const email = await mailed;
  expect(email).toContain('The reason given: Sent the same link to 400 people');
  expect(email).toContain('https://kuza.example/contact');

  // Signed out everywhere at once, and kept out.
  expect((await server.gql(ME, {}, { token: spammer.accessToken })).errors?.[0].extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  expect((await server.gql(REFRESH, { token: spammer.refreshToken })).errors?.[0].extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  const signIn = await server.gql(SIGN_IN, { input: { email: spammer.email, password: spammer.password } });
  expect(signIn.errors?.[0]).toMatchObject({
    message: PLATFORM_MESSAGES.accountSuspended,
    extensions: { code: 'FORBIDDEN' },
  });
  // A wrong password still says only that the credentials are wrong.
  const wrong = await server.gql(SIGN_IN, { input: { email: spammer.email, password: 'not-the-password' } });
  expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

  expect((await suspend(admin, formerAdmin.id)).errors).toBeUndefined();
  const byKey = await server.gql(
    graphql(`
      query SuspensionTrendingHashtags {
        trendingHashtags {
          tag
        }
      }
    `),
    {},
    { token: key },
  );
  expect(byKey.errors?.[0]).toMatchObject({
    message: PLATFORM_MESSAGES.accountSuspended,
    extensions: { code: 'FORBIDDEN' },
  });
  // Refused at the door: 403, as for any forbidden caller, not the 500 of a server fault.
  expect(byKey.status).toBe(403);

  const after = (await server.gql(STATS, {}, { token: admin.accessToken })).data!.userStats;
  expect(after).toEqual({
    totalUsers: before.totalUsers + 1,
    activeUsers: before.activeUsers - 1,
    suspended: before.suspended + 2,
  });
  // Only admins see why: to anyone else the field is null.
  const seen = graphql(`
    query SuspensionProfiles($search: String) {
      profiles(search: $search) {
        edges {
          node {
            username
            suspension {
              reason
            }
          }
        }
      }
    }
  `);
  expect(
    (await server.gql(seen, { search: 'spam_king' }, { token: admin.accessToken })).data!.profiles.edges[0].node
      .suspension,
  ).toEqual({
    reason: 'Sent the same link to 400 people',
  });
  expect(
    (await server.gql(seen, { search: 'spam_king' }, { token: moderator.accessToken })).data!.profiles.edges[0].node
      .suspension,
  ).toBeNull();
});

it('lets the account back in when an admin reactivates it, and says so by e-mail', async () => {
  const user = await buildUser(server, { username: 'second_chance' });
  const suspendedMail = nextEmail(user, SUSPENDED);
  expect((await suspend(admin, user.id)).errors).toBeUndefined();
  expect(await suspendedMail).toContain('No reason was given.');
  const promote = await server.gql(
    graphql(`
      mutation SuspensionPromoteToAdmin($id: ID!) {
        promoteToAdmin(userId: $id) {
          id
        }
      }
    `),
    { id: user.id },
    { token: admin.accessToken },
  );
  expect(promote.errors?.[0]).toMatchObject({
    message: M.suspendedCannotBeAdmin,
    extensions: { code: 'BAD_USER_INPUT' },
  });

  const mailed = nextEmail(user, ACTIVE);
  const back = await server.gql(REACTIVATE, { id: user.id }, { token: admin.accessToken });
  expect(back.data!.reactivateUser).toEqual({ id: user.id, suspension: null });
  expect(await mailed).toContain('Your Kuza account is active again. Sign in: https://kuza.example/auth');
  const signIn = await server.gql(SIGN_IN, { input: { email: user.email, password: user.password } });
  expect(signIn.errors).toBeUndefined();
  expect((await server.gql(ME, {}, { token: signIn.data!.signIn.accessToken })).data!.me!.id).toBe(user.id);
  const again = await server.gql(REACTIVATE, { id: user.id }, { token: admin.accessToken });
  expect(again.errors?.[0]).toMatchObject({ message: M.notSuspended, extensions: { code: 'BAD_USER_INPUT' } });
});

it('refuses to suspend yourself, an admin, an account twice, a long reason, and lets only admins do it', async () => {
  const other = await buildUser(server);
  const otherAdmin = await buildUser(server, { roles: ['ADMIN'] });
  const refusals: Array<[TestUser, string, string | undefined, string, string]> = [
    [admin, admin.id, undefined, M.cannotSuspendSelf, 'BAD_USER_INPUT'],
    [admin, otherAdmin.id, undefined, M.cannotSuspendAdmin, 'BAD_USER_INPUT'],
    [admin, other.id, 'x'.repeat(501), M.reasonTooLong, 'BAD_USER_INPUT'],
    [admin, '00000000-0000-4000-8000-000000000000', undefined, 'User not found', 'NOT_FOUND'],
    [moderator, other.id, undefined, 'You do not have permission to do this', 'FORBIDDEN'],
  ];
  for (const [by, id, reason, message, code] of refusals) {
    expect((await suspend(by, id, reason)).errors?.[0]).toMatchObject({ message, extensions: { code } });
  }
  // Nothing of those was written: the account is still active, and can be suspended once.
  expect((await server.gql(ME, {}, { token: other.accessToken })).data!.me!.id).toBe(other.id);
  expect((await suspend(admin, other.id)).errors).toBeUndefined();
  expect((await suspend(admin, other.id)).errors?.[0]).toMatchObject({ message: M.alreadySuspended });
});
