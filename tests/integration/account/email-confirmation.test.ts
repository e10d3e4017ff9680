import { randomBytes } from 'node:crypto';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ACCOUNT_ME, ACCOUNT_SIGN_UP, CONFIRM_EMAIL, RESEND } from './account-operations';
import { confirmToken, nextEmails } from './account-mail';
import { graphql } from '../../gql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
});
afterAll(() => server.stop());

/** Signs up through the API and reads the confirmation link from the welcome e-mail. */
async function signUp() {
  const username = `new_${randomBytes(3).toString('hex')}`;
  const mail = nextEmails(server);
  const res = await server.gql(ACCOUNT_SIGN_UP, {
    input: { username, email: `${username}@example.com`, password: 'secret1' },
  });
  expect(res.errors).toBeUndefined();
  const [email] = await mail;
  return { ...res.data!.signUp, email, token: confirmToken(email) };
}

const me = async (token: string) => (await server.gql(ACCOUNT_ME, {}, { token })).data!.me!;

it('sends a sign-up e-mail whose link confirms the address on the way to the dashboard', async () => {
  const account = await signUp();
  expect(account.user.emailConfirmedAt).toBeNull();
  expect(account.email.text).toContain('https://kuza.example/dashboard?confirm=');
  expect(account.email.html).toContain('https://kuza.example/dashboard?confirm=');

  // Anyone holding the link may confirm (the browser may not be signed in yet).
  const confirmed = await server.gql(CONFIRM_EMAIL, { token: account.token });
  expect(confirmed.errors).toBeUndefined();
  expect(confirmed.data!.confirmEmail.emailConfirmedAt).not.toBeNull();
  expect((await me(account.accessToken)).emailConfirmedAt).not.toBeNull();
});

it('accepts a link once only', async () => {
  const account = await signUp();
  expect((await server.gql(CONFIRM_EMAIL, { token: account.token })).errors).toBeUndefined();
  const again = await server.gql(CONFIRM_EMAIL, { token: account.token });
  expect(again.errors?.[0]).toMatchObject({
    message: 'This confirmation link is invalid or has expired',
    extensions: { code: 'BAD_USER_INPUT', field: 'token' },
  });
});

it('refuses an expired link and leaves the account unconfirmed', async () => {
  const account = await signUp();
  await server.kuza.deps.db.query(
    `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    [account.user.id],
  );
  expect(errorCode(await server.gql(CONFIRM_EMAIL, { token: account.token }))).toBe('BAD_USER_INPUT');
  expect((await me(account.accessToken)).emailConfirmedAt).toBeNull();
});

it('keeps only a hash of the link in the database, valid for 48 hours', async () => {
  const account = await signUp();
  const rows = await server.kuza.deps.db.query(
    `SELECT token_hash, round(extract(epoch FROM expires_at - created_at))::int AS seconds
     FROM email_tokens WHERE user_id = $1`,
    [account.user.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].seconds).toBe(48 * 3600);
  expect(JSON.stringify(rows)).not.toContain(account.token);
  expect(JSON.stringify(rows)).not.toContain(account.token.slice(4));
});

it('lets an unconfirmed account read and post while the reminder state is shown', async () => {
  const account = await signUp();
  const post = await server.gql(
    graphql(`
      mutation AccountUnconfirmedPost {
        createPost(input: { content: "posting before confirming" }) {
          id
        }
      }
    `),
    {},
    { token: account.accessToken },
  );
  expect(post.errors).toBeUndefined();
  // The dashboard shows the reminder while emailConfirmedAt is null.
  expect((await me(account.accessToken)).emailConfirmedAt).toBeNull();
});

it('resends a new link, which works while the older one stops working', async () => {
  const account = await signUp();
  const mail = nextEmails(server);
  const res = await server.gql(RESEND, {}, { token: account.accessToken });
  expect(res.data!.resendConfirmation).toBe(true);
  const fresh = confirmToken((await mail)[0]);
  expect(fresh).not.toBe(account.token);
  expect(errorCode(await server.gql(CONFIRM_EMAIL, { token: account.token }))).toBe('BAD_USER_INPUT');
  expect((await server.gql(CONFIRM_EMAIL, { token: fresh })).errors).toBeUndefined();
});

it('refuses a second resend within a minute with a clear message', async () => {
  const account = await signUp();
  expect((await server.gql(RESEND, {}, { token: account.accessToken })).errors).toBeUndefined();
  const again = await server.gql(RESEND, {}, { token: account.accessToken });
  expect(again.status).toBe(429);
  expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(again.errors?.[0]).toMatchObject({
    message: 'A confirmation email was sent a moment ago. Please wait a minute before asking for another.',
    extensions: { code: 'RATE_LIMITED' },
  });
});

it('answers false to a resend once the address is confirmed, and requires a session', async () => {
  const user = await buildUser(server);
  expect((await server.gql(RESEND, {}, { token: user.accessToken })).data!.resendConfirmation).toBe(false);
  expect(errorCode(await server.gql(RESEND))).toBe('UNAUTHENTICATED');
});

it('refuses API key creation until the e-mail is confirmed', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'], emailConfirmed: false });
  const generate = graphql(`
    mutation AccountGenerateKey($input: GenerateApiKeyInput!) {
      generateApiKey(input: $input) {
        secret
      }
    }
  `);
  const refused = await server.gql(generate, { input: { name: 'Bot' } }, { token: admin.accessToken });
  expect(refused.errors?.[0]).toMatchObject({
    message: 'Please confirm your email address first',
    extensions: { code: 'FORBIDDEN' },
  });
  await server.kuza.deps.db.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [admin.id]);
  expect((await server.gql(generate, { input: { name: 'Bot' } }, { token: admin.accessToken })).errors).toBeUndefined();
});
