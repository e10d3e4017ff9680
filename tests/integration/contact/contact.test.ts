import { readFileSync } from 'node:fs';
import { CONTACT_TEAM_ADDRESS } from '@kuza/common';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

const SEND = graphql(`
  mutation Send($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`);

const valid = {
  name: '  Wanjiru Kamau ',
  email: 'wanjiru@example.com',
  subject: 'Partnership in Nairobi',
  message: 'Hello Kuza team, we would like to host a creator meetup with you.',
};

let server: TestServer;
let address = 0;
// Each test sends from its own network address (trusted X-Forwarded-For), so rate-limit buckets never mix.
const from = () => ({ headers: { 'x-forwarded-for': `203.0.113.${++address}` } });

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.stop());

const stored = (id: string) =>
  server.kuza.deps.db.query(`SELECT name, email, subject, message, user_id, ip FROM contact_messages WHERE id = $1`, [
    id,
  ]);
/** The next notification whose text contains `marker` (earlier tests' e-mails may still be leaving). */
function emailContaining(
  marker: string,
): Promise<{ to: string; subject: string; text: string; html: string; file: string }> {
  const mailer = server.kuza.deps.mailer;
  return new Promise((resolve) => {
    const onSent = (email: { to: string; subject: string; text: string; html: string; file: string }) => {
      if (!email.text.includes(marker)) return;
      mailer.off('sent', onSent);
      resolve(email);
    };
    mailer.on('sent', onSent);
  });
}
const count = async () => Number((await server.kuza.deps.db.query(`SELECT count(*) FROM contact_messages`))[0].count);

it("stores an anonymous visitor's message, confirms it, and e-mails the team", async () => {
  const sent = emailContaining(valid.message);
  const headers = from();
  const res = await server.gql(SEND, { input: valid }, headers);
  expect(res.errors).toBeUndefined();
  const receipt = res.data!.sendContactMessage;
  expect(Date.parse(receipt.receivedAt)).toBeGreaterThan(Date.now() - 60_000);

  expect(await stored(receipt.id)).toEqual([
    {
      name: 'Wanjiru Kamau',
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      user_id: null,
      ip: headers.headers['x-forwarded-for'],
    },
  ]);

  const email = await sent;
  expect(email.to).toBe(CONTACT_TEAM_ADDRESS);
  expect(email.subject).toBe(`Contact Us: ${valid.subject}`);
  expect(email.text).toContain(valid.message);
  expect(readFileSync(email.file, 'utf8')).toContain('wanjiru@example.com');
});

it('remembers the account of a signed-in sender', async () => {
  const user = await buildUser(server);
  const res = await server.gql(SEND, { input: valid }, { ...from(), token: user.accessToken });
  expect((await stored(res.data!.sendContactMessage.id))[0].user_id).toBe(user.id);
});

it('escapes what the sender wrote in the e-mail to the team', async () => {
  const sent = emailContaining('<script>x</script>');
  await server.gql(SEND, { input: { ...valid, name: '<script>x</script>' } }, from());
  const email = await sent;
  expect(email.html).not.toContain('<script>');
  expect(email.html).toContain('&#60;script&#62;');
});

it.each([
  ['name', 'Please enter your name.', { name: '   ' }],
  ['name', 'Your name can be at most 100 characters.', { name: 'x'.repeat(101) }],
  ['email', 'Invalid email address', { email: 'not-an-address' }],
  ['subject', 'Please enter a subject.', { subject: '' }],
  ['subject', 'The subject can be at most 150 characters.', { subject: 's'.repeat(151) }],
  ['message', 'Please write your message.', { message: ' ' }],
  ['message', 'Your message must be at least 10 characters.', { message: 'Too short' }],
  ['message', 'Your message can be at most 5000 characters.', { message: 'm'.repeat(5001) }],
])('rejects a bad %s with a clear message and stores nothing: %s', async (field, message, change) => {
  const before = await count();
  const res = await server.gql(SEND, { input: { ...valid, ...change } }, from());
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  expect(await count()).toBe(before);
});

it('lets five messages through from one address, then answers 429; mistakes do not use up the allowance', async () => {
  const headers = from();
  for (let i = 0; i < 3; i += 1)
    expect(errorCode(await server.gql(SEND, { input: { ...valid, message: 'short' } }, headers))).toBe(
      'BAD_USER_INPUT',
    );
  const results = await Promise.all(Array.from({ length: 6 }, () => server.gql(SEND, { input: valid }, headers)));
  expect(results.filter((r) => !r.errors)).toHaveLength(5);
  const limited = results.filter((r) => errorCode(r) === 'RATE_LIMITED');
  expect(limited).toHaveLength(1);
  expect(limited[0].status).toBe(429);
  expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
  // Another address is not affected.
  expect((await server.gql(SEND, { input: valid }, from())).errors).toBeUndefined();
});
