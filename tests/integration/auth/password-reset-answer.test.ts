import { once } from 'node:events';
import { AuthService } from '../../../server/src/features/auth';
import type { Email } from '../../../server/src/mail/mailer';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { REQUEST_RESET } from './auth-operations';

// Whether an address has an account must not show in the answer to a reset request, nor in when it comes: the
// answer is given before anything that depends on the address, and the e-mail leaves after it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A mail transport that holds every message until released: what is answered meanwhile did not wait for it. */
function holdMail() {
  const { mailer } = server.kuza.deps;
  const send = mailer.send.bind(mailer);
  const held: Email[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const attempted = new Promise<Email>((resolve) => {
    jest.spyOn(mailer, 'send').mockImplementation(async (email) => {
      held.push(email);
      resolve(email);
      await released;
      return send(email);
    });
  });
  return { held, attempted, release };
}

const resetsSettled = () => server.kuza.deps.services.get(AuthService).resetsSettled();
const tokensOf = async (userId: string) =>
  Number(
    (await server.kuza.deps.db.query(`SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = $1`, [userId]))[0]
      .n,
  );

afterEach(() => jest.restoreAllMocks());

it('answers a registered address before its e-mail is sent', async () => {
  const user = await buildUser(server);
  const mail = holdMail();
  const answer = await server.gql(REQUEST_RESET, { email: user.email });
  expect(answer).toMatchObject({ status: 200, data: { requestPasswordReset: true } });
  // The answer is here while the transport still holds the message.
  const email = await mail.attempted;
  expect(email.to).toBe(user.email);
  expect(email.subject).toBe('Reset your Kuza password');
  const sent = once(server.kuza.deps.mailer, 'sent');
  mail.release();
  await sent;
  await resetsSettled();
  expect(await tokensOf(user.id)).toBe(1);
});

/** Another session holds the reset tokens table: any statement that writes a token waits until `release`. */
async function lockResetTokens() {
  const runner = server.kuza.deps.db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query('LOCK TABLE password_reset_tokens IN EXCLUSIVE MODE');
  return {
    release: async () => {
      await runner.commitTransaction();
      await runner.release();
    },
  };
}

/** Resolves once `count` statements writing a reset token are waiting on the lock. */
async function tokenWritesWaiting(count: number): Promise<void> {
  for (;;) {
    const [row] = await server.kuza.deps.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO password_reset_tokens%'`,
    );
    if (row.n === count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('answers a registered and an unknown address alike, before the work that differs between them', async () => {
  const user = await buildUser(server);
  const mail = holdMail();
  mail.release();
  const lock = await lockResetTokens();
  try {
    // Both answers arrive while no token can be written: neither waited for the token work.
    const known = await server.gql(REQUEST_RESET, { email: user.email });
    const unknown = await server.gql(REQUEST_RESET, { email: 'nobody-here@example.com' });
    const shape = (answer: typeof known) => ({ status: answer.status, data: answer.data, errors: answer.errors });
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(known)).toEqual({ status: 200, data: { requestPasswordReset: true }, errors: undefined });
    // And the unknown address gets the same token statement as the registered one, after its answer.
    await tokenWritesWaiting(2);
  } finally {
    await lock.release();
  }
  await resetsSettled();
  expect(mail.held.map((email) => email.to)).toEqual([user.email]);
  expect(await tokensOf(user.id)).toBe(1);
});

it('finds the account whatever the case of the address, and sends to its own spelling', async () => {
  const user = await buildUser(server);
  const mail = holdMail();
  mail.release();
  await server.gql(REQUEST_RESET, { email: user.email.toUpperCase() });
  await resetsSettled();
  expect(mail.held.map((email) => email.to)).toEqual([user.email]);
  expect(await tokensOf(user.id)).toBe(1);
});
