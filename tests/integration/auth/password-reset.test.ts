import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH, REQUEST_RESET, RESET, SIGN_IN } from './auth-operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
});
afterAll(() => server.stop());

const outbox = () => path.join(server.dataDir, 'outbox');
const outboxFiles = () => {
  try {
    return readdirSync(outbox());
  } catch {
    return [];
  }
};

/** Asks for a reset link and reads the token out of the .eml file in the outbox. */
async function requestResetToken(email: string): Promise<string> {
  const sent = once(server.kuza.deps.mailer, 'sent');
  const res = await server.gql(REQUEST_RESET, { email });
  expect(res.data!.requestPasswordReset).toBe(true);
  const [message] = await sent;
  const eml = readFileSync(message.file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https:\/\/kuza\.example\/auth\/reset-password\?token=([\w%-]+)/.exec(eml);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]);
}

it('answers the same for an unknown address and sends nothing', async () => {
  const before = outboxFiles().length;
  const res = await server.gql(REQUEST_RESET, { email: 'nobody@example.com' });
  expect(res).toMatchObject({ status: 200, data: { requestPasswordReset: true } });
  expect(res.errors).toBeUndefined();
  // A known address would have been sent by now: send one and check it is the only new file.
  const user = await buildUser(server);
  await requestResetToken(user.email);
  expect(outboxFiles().length).toBe(before + 1);
});

it('refuses a malformed address with the spec message', async () => {
  const res = await server.gql(REQUEST_RESET, { email: 'nope' });
  expect(res.errors?.[0]).toMatchObject({ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT' } });
});

it('sets the new password with the e-mailed single-use link, signs in, and ends older sessions', async () => {
  const user = await buildUser(server, { password: 'old-password' });
  const token = await requestResetToken(user.email.toUpperCase());
  const res = await server.gql(RESET, { token, password: 'new-password' });
  expect(res.errors).toBeUndefined();
  expect(res.data!.resetPassword.user.id).toBe(user.id);
  expect((await server.gql(ME, {}, { token: res.data!.resetPassword.accessToken })).data!.me!.id).toBe(user.id);

  const again = await server.gql(RESET, { token, password: 'another-password' });
  expect(again.errors?.[0]).toMatchObject({
    message: 'This password reset link is invalid or has expired',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(errorCode(await server.gql(SIGN_IN, { input: { email: user.email, password: 'old-password' } }))).toBe(
    'UNAUTHENTICATED',
  );
  expect(
    (await server.gql(SIGN_IN, { input: { email: user.email, password: 'new-password' } })).data!.signIn.user.id,
  ).toBe(user.id);
  expect(errorCode(await server.gql(REFRESH, { token: user.refreshToken }))).toBe('UNAUTHENTICATED');
});

it('refuses a link older than an hour', async () => {
  const user = await buildUser(server);
  const token = await requestResetToken(user.email);
  await server.kuza.deps.db.query(
    `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    [user.id],
  );
  const res = await server.gql(RESET, { token, password: 'new-password' });
  expect(res.errors?.[0].message).toBe('This password reset link is invalid or has expired');
  const expiry = await server.kuza.deps.db.query(
    `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_reset_tokens WHERE user_id = $1`,
    [user.id],
  );
  expect(expiry[0].seconds).toBeLessThanOrEqual(0);
});

it('gives reset links that expire one hour after they are sent', async () => {
  const user = await buildUser(server);
  await requestResetToken(user.email);
  const [row] = await server.kuza.deps.db.query(
    `SELECT round(extract(epoch FROM expires_at - created_at))::int AS seconds FROM password_reset_tokens WHERE user_id = $1`,
    [user.id],
  );
  expect(row.seconds).toBe(3600);
});

it('checks the new password with the sign-up rule', async () => {
  const res = await server.gql(RESET, { token: 'whatever', password: '123' });
  expect(res.errors?.[0]).toMatchObject({
    message: 'Password must be at least 6 characters',
    extensions: { field: 'password' },
  });
});
