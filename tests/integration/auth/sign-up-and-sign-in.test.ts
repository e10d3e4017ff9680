import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, SIGN_IN, SIGN_UP } from './auth-operations';
import type { SignUpInput } from '../../gql/graphql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const signUp = (input: SignUpInput) => server.gql(SIGN_UP, { input });

describe('signUp', () => {
  it('creates the account with its username on the profile, signs in, and sends a welcome e-mail', async () => {
    const sent = once(server.kuza.deps.mailer, 'sent');
    const res = await signUp({ username: 'Amani_K', email: 'Amani@Example.com', password: 'secret1' });
    expect(res.errors).toBeUndefined();
    const payload = res.data!.signUp;
    expect(payload.user).toMatchObject({ email: 'Amani@Example.com', username: 'Amani_K', roles: ['USER'] });
    expect(payload.user.profile!.username).toBe('Amani_K');
    expect(new Date(payload.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const me = await server.gql(ME, {}, { token: payload.accessToken });
    expect(me.data!.me).toMatchObject({ id: payload.user.id, username: 'Amani_K' });

    const [email] = await sent;
    expect(email.to).toBe('Amani@Example.com');
    const eml = readFileSync(email.file, 'utf8');
    expect(eml).toContain('Subject: Welcome to Kuza');
    expect(eml).toContain('/dashboard');
  });

  it.each([
    [{ username: 'okname', email: 'not-an-email', password: 'secret1' }, 'email', 'Invalid email address'],
    [
      { username: 'okname', email: 'ok@example.com', password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { username: 'ab', email: 'ok@example.com', password: 'secret1' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { username: 'a'.repeat(21), email: 'ok@example.com', password: 'secret1' },
      'username',
      'Username must be at most 20 characters',
    ],
    [
      { username: 'okname', email: 'ok@example.com', password: 'é'.repeat(37) },
      'password',
      'Password must be at most 72 bytes',
    ],
  ])('refuses %o with the message of the first failing rule', async (input, field, message) => {
    const res = await signUp(input);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    const count = await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [
      input.email,
    ]);
    expect(count[0].n).toBe(0);
  });

  it('says clearly when the e-mail or the username is taken, whatever their case, and writes nothing', async () => {
    await signUp({ username: 'taken_name', email: 'taken@example.com', password: 'secret1' });
    const sameEmail = await signUp({ username: 'other_name', email: 'TAKEN@example.com', password: 'secret1' });
    expect(sameEmail.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const sameName = await signUp({ username: 'Taken_Name', email: 'fresh@example.com', password: 'secret1' });
    expect(sameName.errors?.[0]).toMatchObject({
      message: 'This username is already taken',
      extensions: { code: 'BAD_USER_INPUT', field: 'username' },
    });
    const [{ n }] = await server.kuza.deps.db.query(
      `SELECT count(*)::int AS n FROM users WHERE email = 'fresh@example.com'`,
    );
    expect(n).toBe(0);
  });

  it('ignores spaces around the e-mail address, when signing up and when signing in', async () => {
    const res = await signUp({ username: 'spaced_out', email: '  Spaced@Example.com ', password: 'secret1' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.signUp.user.email).toBe('Spaced@Example.com');
    const again = await server.gql(SIGN_IN, { input: { email: ' spaced@example.com\t', password: 'secret1' } });
    expect(again.errors).toBeUndefined();
    expect(again.data!.signIn.user.username).toBe('spaced_out');
  });

  it('stores the password only as a bcrypt hash of cost 10 or more', async () => {
    await signUp({ username: 'hashcheck', email: 'hash@example.com', password: 'plain-secret' });
    const [row] = await server.kuza.deps.db.query(`SELECT password_hash FROM users WHERE email = 'hash@example.com'`);
    expect(row.password_hash).not.toContain('plain-secret');
    expect(Number(/^\$2[aby]\$(\d+)\$/.exec(row.password_hash)?.[1])).toBeGreaterThanOrEqual(10);
  });
});

describe('signIn', () => {
  beforeAll(() => signUp({ username: 'signer', email: 'signer@example.com', password: 'right-password' }));

  it('signs in with the right password, whatever the e-mail case', async () => {
    const res = await server.gql(SIGN_IN, { input: { email: 'SIGNER@example.com', password: 'right-password' } });
    expect(res.data!.signIn.user.username).toBe('signer');
  });

  it('says the same thing for an unknown e-mail and a wrong password', async () => {
    const wrong = await server.gql(SIGN_IN, { input: { email: 'signer@example.com', password: 'wrong-password' } });
    const unknown = await server.gql(SIGN_IN, { input: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(wrong.errors?.[0].message).toBe('Invalid email or password');
    expect(unknown.errors?.[0].message).toBe(wrong.errors?.[0].message);
    expect(errorCode(unknown)).toBe(errorCode(wrong));
    expect(wrong.data).toBeNull();
  });

  it('validates before checking credentials', async () => {
    const res = await server.gql(SIGN_IN, { input: { email: 'signer@example.com', password: '123' } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { field: 'password' },
    });
  });

  it('answers me with null for an anonymous caller and refuses a forged token', async () => {
    const anonymous = await server.gql(ME);
    expect(anonymous.data!.me).toBeNull();
    const forged = await server.gql(ME, {}, { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.status).toBe(401);
    expect(errorCode(forged)).toBe('UNAUTHENTICATED');
  });
});
