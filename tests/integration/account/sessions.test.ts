import { AuthService } from '../../../server/src/features/auth/auth.service';
import { User } from '../../../server/src/features/auth/user.entity';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { closeWithin, openLiveSocket } from '../../helpers/live-socket';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH } from '../auth/auth-operations';
import { REVOKE_OTHERS, REVOKE_SESSION, SESSIONS } from './account-operations';

jest.setTimeout(30_000);

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Another signed-in device of the account, from this address and browser. */
async function device(user: TestUser, ip: string, userAgent: string) {
  const account = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ id: user.id });
  return server.kuza.deps.services.get(AuthService).startSessionFor(account, { ip, userAgent });
}

it('lists the open sessions with device, city from the IP, and last seen; the current one first', async () => {
  const user = await buildUser(server);
  // 196.188.0.0/16 is Ethio Telecom's, in Addis Ababa (the offline database of the location feature).
  await device(user, '196.188.0.1', PHONE_UA);
  const res = await server.gql(SESSIONS, {}, { token: user.accessToken });
  expect(res.errors).toBeUndefined();
  const [current, phone] = res.data!.sessions;
  expect(res.data!.sessions).toHaveLength(2);
  expect(current.current).toBe(true);
  expect(phone).toMatchObject({
    current: false,
    device: 'Chrome on Android',
    city: 'Addis Ababa',
    country: 'Ethiopia',
    countryCode: 'ET',
  });
  expect(new Date(phone.lastSeenAt).getTime()).toBeGreaterThan(0);
});

it('moves "last seen" when a session refreshes', async () => {
  const user = await buildUser(server);
  await server.kuza.deps.db.query(
    `UPDATE auth_sessions SET last_seen_at = now() - interval '3 days' WHERE user_id = $1`,
    [user.id],
  );
  const before = (await server.gql(SESSIONS, {}, { token: user.accessToken })).data!.sessions[0].lastSeenAt;
  const rotated = (await server.gql(REFRESH, { token: user.refreshToken })).data!.refreshSession;
  const after = (await server.gql(SESSIONS, {}, { token: rotated.accessToken })).data!.sessions[0].lastSeenAt;
  expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
});

it('signs out one chosen session: its tokens stop and its socket closes', async () => {
  const user = await buildUser(server);
  const phone = await device(user, '127.0.0.1', PHONE_UA);
  const socket = await openLiveSocket(server, `Bearer ${phone.accessToken}`);
  try {
    const phoneId = (await server.gql(SESSIONS, {}, { token: user.accessToken })).data!.sessions.find(
      (session) => !session.current,
    )!.id;
    expect((await server.gql(REVOKE_SESSION, { id: phoneId }, { token: user.accessToken })).data!.revokeSession).toBe(
      true,
    );
    expect(await closeWithin(socket)).toEqual({ code: 4403, reason: 'Session ended' });
    expect(errorCode(await server.gql(ME, {}, { token: phone.accessToken }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(REFRESH, { token: phone.refreshToken }))).toBe('UNAUTHENTICATED');
    expect((await server.gql(SESSIONS, {}, { token: user.accessToken })).data!.sessions).toHaveLength(1);
    // Already ended: said clearly.
    const again = await server.gql(REVOKE_SESSION, { id: phoneId }, { token: user.accessToken });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This session has already ended',
      extensions: { code: 'NOT_FOUND' },
    });
  } finally {
    await socket.dispose();
  }
});

it("cannot sign out someone else's session", async () => {
  const [owner, stranger] = await Promise.all([buildUser(server), buildUser(server)]);
  const ownerSession = (await server.gql(SESSIONS, {}, { token: owner.accessToken })).data!.sessions[0].id;
  expect(errorCode(await server.gql(REVOKE_SESSION, { id: ownerSession }, { token: stranger.accessToken }))).toBe(
    'NOT_FOUND',
  );
  expect((await server.gql(ME, {}, { token: owner.accessToken })).data!.me!.id).toBe(owner.id);
});

it('signs out all other sessions and keeps this one', async () => {
  const user = await buildUser(server);
  const [phone, laptop] = await Promise.all([
    device(user, '127.0.0.1', PHONE_UA),
    device(user, '127.0.0.1', 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'),
  ]);
  const res = await server.gql(REVOKE_OTHERS, {}, { token: user.accessToken });
  expect(res.data!.revokeOtherSessions).toBe(2);
  for (const other of [phone, laptop])
    expect(errorCode(await server.gql(ME, {}, { token: other.accessToken }))).toBe('UNAUTHENTICATED');
  const left = (await server.gql(SESSIONS, {}, { token: user.accessToken })).data!.sessions;
  expect(left).toHaveLength(1);
  expect(left[0].current).toBe(true);
});

it('requires a session', async () => {
  expect(errorCode(await server.gql(SESSIONS))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(REVOKE_OTHERS))).toBe('UNAUTHENTICATED');
});
