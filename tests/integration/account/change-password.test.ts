import { AuthService } from '../../../server/src/features/auth/auth.service';
import { User } from '../../../server/src/features/auth/user.entity';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { closeWithin, openLiveSocket } from '../../helpers/live-socket';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH, SIGN_IN } from '../auth/auth-operations';
import { CHANGE_PASSWORD } from './account-operations';

jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Another signed-in device of the same account. */
async function otherDevice(user: TestUser) {
  const account = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ id: user.id });
  return server.kuza.deps.services.get(AuthService).startSessionFor(account, { ip: '127.0.0.1', userAgent: 'phone' });
}

const signIn = (email: string, password: string) => server.gql(SIGN_IN, { input: { email, password } });

it('refuses a wrong current password with a clear message and changes nothing', async () => {
  const user = await buildUser(server, { password: 'old-password' });
  const other = await otherDevice(user);
  const res = await server.gql(
    CHANGE_PASSWORD,
    { currentPassword: 'not-my-password', newPassword: 'new-password' },
    { token: user.accessToken },
  );
  expect(res.errors?.[0]).toMatchObject({
    message: 'Your current password is incorrect',
    extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
  });
  expect((await signIn(user.email, 'old-password')).errors).toBeUndefined();
  expect(errorCode(await signIn(user.email, 'new-password'))).toBe('UNAUTHENTICATED');
  expect((await server.gql(ME, {}, { token: other.accessToken })).data!.me!.id).toBe(user.id);
});

it('checks the new password with the sign-up rule and asks for the current one', async () => {
  const user = await buildUser(server);
  const short = await server.gql(
    CHANGE_PASSWORD,
    { currentPassword: user.password, newPassword: '123' },
    { token: user.accessToken },
  );
  expect(short.errors?.[0]).toMatchObject({
    message: 'Password must be at least 6 characters',
    extensions: { field: 'newPassword' },
  });
  const missing = await server.gql(
    CHANGE_PASSWORD,
    { currentPassword: '', newPassword: 'new-password' },
    { token: user.accessToken },
  );
  expect(missing.errors?.[0]).toMatchObject({
    message: 'Please enter your current password',
    extensions: { field: 'currentPassword' },
  });
});

it('sets the new password, keeps this session, and signs out every other one, closing its socket', async () => {
  const user = await buildUser(server, { password: 'old-password' });
  const other = await otherDevice(user);
  const socket = await openLiveSocket(server, `Bearer ${other.accessToken}`);
  try {
    const res = await server.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'old-password', newPassword: 'new-password' },
      { token: user.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.changePassword).toBe(true);

    expect(await closeWithin(socket)).toEqual({ code: 4403, reason: 'Session ended' });
    expect(errorCode(await server.gql(ME, {}, { token: other.accessToken }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await server.gql(REFRESH, { token: other.refreshToken }))).toBe('UNAUTHENTICATED');

    expect((await server.gql(ME, {}, { token: user.accessToken })).data!.me!.id).toBe(user.id);
    expect((await server.gql(REFRESH, { token: user.refreshToken })).errors).toBeUndefined();
    expect(errorCode(await signIn(user.email, 'old-password'))).toBe('UNAUTHENTICATED');
    expect((await signIn(user.email, 'new-password')).errors).toBeUndefined();
  } finally {
    await socket.dispose();
  }
});

it('requires a session', async () => {
  expect(errorCode(await server.gql(CHANGE_PASSWORD, { currentPassword: 'a', newPassword: 'bbbbbb' }))).toBe(
    'UNAUTHENTICATED',
  );
});
