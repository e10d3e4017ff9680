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
  const burst = await Promise.all(Array.from({ length: 30 }, signIn));
  expect(burst.map(errorCode)).toEqual(Array(30).fill('UNAUTHENTICATED'));
  const limited = await signIn();
  expect(limited.status).toBe(429);
  expect(errorCode(limited)).toBe('RATE_LIMITED');
  // 150 per 5 minutes refill one token every 2 seconds.
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(2);
});

it('limits refreshes on their own bucket', async () => {
  const refreshes = await Promise.all(Array.from({ length: 31 }, () => server.gql(REFRESH, { token: 'kzs_unknown' })));
  const codes = refreshes.map(errorCode);
  expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(30);
  expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(1);
  expect(errorCode(await signIn())).toBe('UNAUTHENTICATED');
});

it('allows 30 sign-ups and 30 reset requests per 5 minutes from one address', async () => {
  const signUps = await Promise.all(
    Array.from({ length: 31 }, (_, i) => server.gql(SIGN_UP, { input: { username: 'x', email: `u${i}@example.com`, password: 'secret1' } })),
  );
  expect(signUps.map(errorCode).filter((c) => c === 'RATE_LIMITED')).toHaveLength(1);
  const resets = await Promise.all(Array.from({ length: 31 }, () => server.gql(REQUEST_RESET, { email: 'a@example.com' })));
  const limited = resets.filter((r) => errorCode(r) === 'RATE_LIMITED');
  expect(limited).toHaveLength(1);
  expect(limited[0].status).toBe(429);
  // 30 per 5 minutes: the next token comes after 10 seconds.
  expect(Number(limited[0].headers.get('retry-after'))).toBe(10);
});
