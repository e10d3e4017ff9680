import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { SIGN_IN } from '../auth/auth-operations';
import { ACCOUNT_ME, CHANGE_EMAIL, CONFIRM_EMAIL } from './account-operations';
import { confirmToken, nextEmails } from './account-mail';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
});
afterAll(() => server.stop());

const me = async (token: string) => (await server.gql(ACCOUNT_ME, {}, { token })).data!.me!;

it('sends a link to the new address, tells the old one, and changes the address only once confirmed', async () => {
  const user = await buildUser(server, { password: 'my-password' });
  const mail = nextEmails(server, 2);
  const res = await server.gql(
    CHANGE_EMAIL,
    { newEmail: 'Fresh.Address@example.com', password: 'my-password' },
    { token: user.accessToken },
  );
  expect(res.errors).toBeUndefined();
  const emails = await mail;
  const toNew = emails.find((email) => email.to === 'Fresh.Address@example.com')!;
  const toOld = emails.find((email) => email.to === user.email)!;
  expect(toNew.subject).toBe('Confirm your new Kuza email address');
  expect(toOld.subject).toBe('Your Kuza email address is changing');
  expect(toOld.text).toContain('Fresh.Address@example.com');
  expect(toOld.text).not.toContain('confirm=');

  // Not yet: the account keeps its address until the link is opened.
  expect(await me(user.accessToken)).toMatchObject({ email: user.email, pendingEmail: 'Fresh.Address@example.com' });
  expect((await server.gql(SIGN_IN, { input: { email: user.email, password: 'my-password' } })).errors).toBeUndefined();

  const confirmed = await server.gql(CONFIRM_EMAIL, { token: confirmToken(toNew) });
  expect(confirmed.errors).toBeUndefined();
  expect(await me(user.accessToken)).toMatchObject({ email: 'Fresh.Address@example.com', pendingEmail: null });
  expect(
    (await server.gql(SIGN_IN, { input: { email: 'fresh.address@example.com', password: 'my-password' } })).errors,
  ).toBeUndefined();
  expect(errorCode(await server.gql(SIGN_IN, { input: { email: user.email, password: 'my-password' } }))).toBe(
    'UNAUTHENTICATED',
  );
  // Single use.
  expect(errorCode(await server.gql(CONFIRM_EMAIL, { token: confirmToken(toNew) }))).toBe('BAD_USER_INPUT');
});

it('refuses an address another account has, whatever its case', async () => {
  const [user, other] = await Promise.all([buildUser(server), buildUser(server)]);
  const res = await server.gql(
    CHANGE_EMAIL,
    { newEmail: other.email.toUpperCase(), password: user.password },
    { token: user.accessToken },
  );
  expect(res.errors?.[0]).toMatchObject({
    message: 'An account with this email already exists',
    extensions: { code: 'BAD_USER_INPUT', field: 'newEmail' },
  });
});

it('refuses the link when another account took the address meanwhile', async () => {
  const user = await buildUser(server);
  const mail = nextEmails(server, 2);
  await server.gql(
    CHANGE_EMAIL,
    { newEmail: 'contested@example.com', password: user.password },
    { token: user.accessToken },
  );
  const toNew = (await mail).find((email) => email.to === 'contested@example.com')!;
  await buildUser(server, { email: 'contested@example.com' });
  const res = await server.gql(CONFIRM_EMAIL, { token: confirmToken(toNew) });
  expect(res.errors?.[0]).toMatchObject({ message: 'An account with this email already exists' });
  expect((await me(user.accessToken)).email).toBe(user.email);
});

it('refuses a wrong password, the same address, and a malformed one, changing nothing', async () => {
  const user = await buildUser(server);
  const wrong = await server.gql(
    CHANGE_EMAIL,
    { newEmail: 'other@example.com', password: 'not-it' },
    { token: user.accessToken },
  );
  expect(wrong.errors?.[0]).toMatchObject({
    message: 'Your current password is incorrect',
    extensions: { field: 'password' },
  });
  const same = await server.gql(
    CHANGE_EMAIL,
    { newEmail: user.email, password: user.password },
    { token: user.accessToken },
  );
  expect(same.errors?.[0]).toMatchObject({ message: 'This is already your email address' });
  const malformed = await server.gql(
    CHANGE_EMAIL,
    { newEmail: 'nope', password: user.password },
    { token: user.accessToken },
  );
  expect(malformed.errors?.[0]).toMatchObject({ message: 'Invalid email address', extensions: { field: 'newEmail' } });
  expect(await me(user.accessToken)).toMatchObject({ email: user.email, pendingEmail: null });
});
