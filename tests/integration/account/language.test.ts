import { randomBytes } from 'node:crypto';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { REQUEST_RESET } from '../auth/auth-operations';
import { ACCOUNT_LANGUAGE, ACCOUNT_SIGN_IN, ACCOUNT_SIGN_UP, CHANGE_EMAIL } from './account-operations';
import { nextEmails } from './account-mail';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
});
afterAll(() => server.stop());

const languageOf = async (token: string) =>
  (await server.gql(ACCOUNT_LANGUAGE, {}, { token })).data!.mySettings.language;

it('makes the language chosen before signing up the account’s, and writes the welcome e-mail in it', async () => {
  const username = `sw_${randomBytes(3).toString('hex')}`;
  const mail = nextEmails(server);
  const res = await server.gql(ACCOUNT_SIGN_UP, {
    input: { username, email: `${username}@example.com`, password: 'secret1', language: 'sw' },
  });
  expect(res.errors).toBeUndefined();
  expect(await languageOf(res.data!.signUp.accessToken)).toBe('sw');
  const [email] = await mail;
  expect(email.subject).toBe('Karibu Kuza: thibitisha barua pepe yako');
  expect(email.text).toContain('Thibitisha barua pepe yako');
});

it('lets a language chosen at sign-in win over the stored one, and keeps the stored one otherwise', async () => {
  const user = await buildUser(server);
  await server.kuza.deps.db.query(`INSERT INTO user_settings (user_id, language) VALUES ($1, 'fr')`, [user.id]);
  const plain = await server.gql(ACCOUNT_SIGN_IN, { input: { email: user.email, password: user.password } });
  expect(await languageOf(plain.data!.signIn.accessToken)).toBe('fr');
  const chosen = await server.gql(ACCOUNT_SIGN_IN, {
    input: { email: user.email, password: user.password, language: 'yo' },
  });
  expect(await languageOf(chosen.data!.signIn.accessToken)).toBe('yo');
});

it('ignores a language Kuza does not speak', async () => {
  const user = await buildUser(server);
  const res = await server.gql(ACCOUNT_SIGN_IN, {
    input: { email: user.email, password: user.password, language: 'xx' },
  });
  expect(res.errors).toBeUndefined();
  expect(await languageOf(res.data!.signIn.accessToken)).toBeNull();
});

it('writes the reset and e-mail change e-mails in the recipient’s language', async () => {
  const user = await buildUser(server);
  await server.kuza.deps.db.query(`INSERT INTO user_settings (user_id, language) VALUES ($1, 'ar')`, [user.id]);
  const reset = nextEmails(server);
  await server.gql(REQUEST_RESET, { email: user.email });
  const [resetEmail] = await reset;
  expect(resetEmail.subject).toBe('أعد تعيين كلمة مرور Kuza');
  expect(resetEmail.html).toContain('dir="rtl"');

  await server.kuza.deps.db.query(`UPDATE user_settings SET language = 'am' WHERE user_id = $1`, [user.id]);
  const change = nextEmails(server, 2);
  await server.gql(
    CHANGE_EMAIL,
    { newEmail: 'amharic@example.com', password: user.password },
    { token: user.accessToken },
  );
  const subjects = (await change).map((email) => email.subject).sort();
  expect(subjects).toEqual(['አዲሱን የKuza ኢሜይል አድራሻዎን ያረጋግጡ', 'የKuza ኢሜይል አድራሻዎ እየተቀየረ ነው'].sort());
});

it('writes English e-mails to an account that chose no language', async () => {
  const user = await buildUser(server);
  const reset = nextEmails(server);
  await server.gql(REQUEST_RESET, { email: user.email });
  expect((await reset)[0].subject).toBe('Reset your Kuza password');
});
