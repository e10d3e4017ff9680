import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { REFRESH, REQUEST_RESET, SIGN_IN, SIGN_UP } from './auth-operations';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const signIn = () => server.gql(SIGN_IN, { input: { email: 'someone@example.com', password: 'wrong-password' } });

it('lets a burst of 30 sign-ins through from one address, then answers 429 with Retry-After', async () => {
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: 40 }, signIn));
  const elapsedSeconds = (Date.now() - started) / 1000;
  const passed = results.filter((r) => errorCode(r) === 'UNAUTHENTICATED');
  const limited = results.filter((r) => errorCode(r) === 'RATE_LIMITED');
  // 30 at once, plus at most the tokens that refilled (150 per 5 minutes: one every 2 seconds) while they ran.
  expect(passed.length).toBeGreaterThanOrEqual(30);
  expect(passed.length).toBeLessThanOrEqual(30 + Math.ceil(elapsedSeconds / 2));
  expect(limited.length).toBe(40 - passed.length);
  expect(limited[0].status).toBe(429);
  expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited[0].headers.get('retry-after'))).toBeLessThanOrEqual(2);
});

it('limits refreshes on their own bucket', async () => {
  const refreshes = await Promise.all(Array.from({ length: 40 }, () => server.gql(REFRESH, { token: 'kzs_unknown' })));
  const codes = refreshes.map(errorCode);
  expect(codes.filter((c) => c === 'UNAUTHENTICATED').length).toBeGreaterThanOrEqual(30);
  expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(1);
  // The sign-in bucket is untouched by refreshes.
  expect(errorCode(await signIn())).toBe('UNAUTHENTICATED');
});

it('allows 30 sign-ups and 30 reset requests per 5 minutes from one address', async () => {
  const signUps = await Promise.all(
    Array.from({ length: 31 }, (_, i) =>
      server.gql(SIGN_UP, { input: { username: 'x', email: `u${i}@example.com`, password: 'secret1' } }),
    ),
  );
  expect(signUps.map(errorCode).filter((c) => c === 'RATE_LIMITED')).toHaveLength(1);
  const resets = await Promise.all(
    Array.from({ length: 31 }, () => server.gql(REQUEST_RESET, { email: 'a@example.com' })),
  );
  const limited = resets.filter((r) => errorCode(r) === 'RATE_LIMITED');
  expect(limited).toHaveLength(1);
  expect(limited[0].status).toBe(429);
  // 30 per 5 minutes: the next token comes after 10 seconds.
  expect(Number(limited[0].headers.get('retry-after'))).toBe(10);
});
