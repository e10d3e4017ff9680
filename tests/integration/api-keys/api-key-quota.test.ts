import http from 'node:http';
import { buildApiKey, setRequestsThisHour } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode, postGraphQL, type GraphQLResponse } from '../../helpers/graphql-client';
import { startKuza } from '../../../server/src/app/server';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Hundreds of real HTTP requests: generous time on a busy machine (Jest 30 does not apply the project's testTimeout).
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterAll(() => server.stop());

const PING = `{ __typename }`;
const ping = (secret: string) => server.gql(PING, {}, { token: secret });

function expectQuotaHeaders(response: GraphQLResponse<unknown>, limit: number, remaining: number) {
  expect(response.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(response.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  // The end of the current hour, in Unix seconds.
  const now = Date.now() / 1000;
  expect(reset).toBeGreaterThan(now);
  expect(reset).toBeLessThanOrEqual(now + 3600 + 1);
  expect(reset % 3600).toBe(0);
}

it('puts the X-RateLimit-* headers on every keyed response, errors included', async () => {
  const key = await buildApiKey(server, admin.accessToken);
  expectQuotaHeaders(await ping(key.secret), 1000, 999);
  const invalid = await server.gql(`{ nope }`, {}, { token: key.secret });
  expect(invalid.status).toBe(400);
  expectQuotaHeaders(invalid, 1000, 998);
  // Session tokens are not keyed: no quota headers.
  const session = await server.gql(PING, {}, { token: admin.accessToken });
  expect(session.headers.get('x-ratelimit-limit')).toBeNull();
});

it('lets exactly the remaining 50 of 60 simultaneous requests through; the rest get 429 with Retry-After', async () => {
  const key = await buildApiKey(server, admin.accessToken, { tier: 'FREE' });
  await setRequestsThisHour(server, key.id, 950);
  const responses = await Promise.all(Array.from({ length: 60 }, () => ping(key.secret)));
  const ok = responses.filter((r) => r.status === 200);
  const limited = responses.filter((r) => r.status === 429);
  expect(ok).toHaveLength(50);
  expect(limited).toHaveLength(10);
  // Every remaining count from 49 down to 0 was handed out exactly once.
  expect(ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 50 }, (_, i) => i),
  );
  for (const response of limited) {
    expect(errorCode(response)).toBe('RATE_LIMITED');
    expect(response.errors?.[0].message).toMatch(/1000 requests for this hour/);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expectQuotaHeaders(response, 1000, 0);
  }
  const [usage] = await server.kuza.deps.db.query(`SELECT request_count FROM api_key_usage WHERE api_key_id = $1`, [key.id]);
  expect(usage.request_count).toBe(1000);
});

it('keeps the count exact with 1,200 simultaneous requests against 1,000 remaining', async () => {
  const key = await buildApiKey(server, admin.accessToken, { tier: 'PRO' });
  await setRequestsThisHour(server, key.id, 9000);
  // Plain node:http with many sockets, as separate API consumers would open them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const body = JSON.stringify({ query: PING });
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${server.url}/graphql`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  try {
    const statuses = await Promise.all(Array.from({ length: 1200 }, post));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
  } finally {
    agent.destroy();
  }
});

it('starts a new window every hour', async () => {
  const key = await buildApiKey(server, admin.accessToken);
  await setRequestsThisHour(server, key.id, 1000);
  expect((await ping(key.secret)).status).toBe(429);
  // The same key in the previous hour's window: a new hour starts from zero.
  await server.kuza.deps.db.query(
    `UPDATE api_key_usage SET window_start = window_start - interval '1 hour' WHERE api_key_id = $1`,
    [key.id],
  );
  expectQuotaHeaders(await ping(key.secret), 1000, 999);
});

it('shares the count between server instances and across restarts: it lives in PostgreSQL', async () => {
  const key = await buildApiKey(server, admin.accessToken);
  await setRequestsThisHour(server, key.id, 990);
  expectQuotaHeaders(await ping(key.secret), 1000, 9);
  // A second instance on the same database, as after a restart or behind a load balancer.
  const second = await startKuza(server.kuza.deps.config);
  try {
    const response = await postGraphQL(second.url, PING, {}, { token: key.secret });
    expectQuotaHeaders(response, 1000, 8);
  } finally {
    await second.stop();
  }
  expectQuotaHeaders(await ping(key.secret), 1000, 7);
});

it('counts ENTERPRISE keys without a limit', async () => {
  const key = await buildApiKey(server, admin.accessToken, { tier: 'ENTERPRISE' });
  await setRequestsThisHour(server, key.id, 50_000);
  const response = await ping(key.secret);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-ratelimit-limit')).toBe('unlimited');
  expect(response.headers.get('x-ratelimit-remaining')).toBe('unlimited');
  expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
});

it('keeps separate counts per key', async () => {
  const spent = await buildApiKey(server, admin.accessToken);
  const fresh = await buildApiKey(server, admin.accessToken);
  await setRequestsThisHour(server, spent.id, 1000);
  expect((await ping(spent.secret)).status).toBe(429);
  expectQuotaHeaders(await ping(fresh.secret), 1000, 999);
});
