import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { buildUser, type TestUser } from '../../helpers/factories';
import type { GraphQLResponse } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { AuthService } from '../../../server/src/features/auth/auth.service';
import { graphql } from '../../gql';
import { ME, SIGN_OUT } from './auth-operations';

// The session check across instances (docs/safety.md, "Sessions across instances"): an instance answers a session
// it checked lately from memory while its revocation bus is live, and a sign-out, suspension or role change made on
// another instance reaches it through the bus within a second, well inside the five seconds it would trust memory.
const REDIS_URL = process.env.KUZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 1_000;
jest.setTimeout(60_000);

const SUSPEND = graphql(`
  mutation SessionCheckSuspend($id: ID!) {
    suspendUser(userId: $id) {
      id
    }
  }
`);
const PROMOTE = graphql(`
  mutation SessionCheckPromote($id: ID!) {
    promoteToAdmin(userId: $id) {
      id
    }
  }
`);
const DEMOTE = graphql(`
  mutation SessionCheckDemote($id: ID!) {
    removeAdmin(userId: $id) {
      id
    }
  }
`);
const USER_ROLES = graphql(`
  query SessionCheckUserRoles {
    userRoles {
      role
    }
  }
`);

let database: TestDatabase;
const servers: TestServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});
afterAll(() => database?.drop());

async function requireRedis(): Promise<void> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined); // reported below
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`This test needs a Redis server at ${REDIS_URL} (set KUZA_TEST_REDIS_URL)`, { cause: error });
  } finally {
    client.disconnect();
  }
}

/** Polls `check` until it holds, failing after `ms`; answers how long it took. */
async function within(ms: number, what: string, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** Two instances on the shared database, each with its revocation bus live (the first runs the migrations). */
async function twoInstances(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  const a = await startTestServer(env, { database });
  servers.push(a);
  const b = await startTestServer(env, { database });
  servers.push(b);
  for (const server of [a, b]) await within(5_000, 'the bus is live', () => server.kuza.deps.revocations.live);
  return [a, b];
}

const sessionReads = (server: TestServer) => server.kuza.deps.services.get(AuthService).sessions.stats.reads;
const code = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code;

/** How long until `token`'s requests on `server` are answered with `expected` (a code, or none). */
function answeredWith<T, V>(server: TestServer, query: TypedDocumentNode<T, V>, token: string, expected?: string) {
  return within(WITHIN_MS, `${String(expected)} on ${server.url}`, async () => {
    const response = await server.gql(query, undefined, { token });
    return code(response) === expected;
  });
}

/** `user`'s session is live on `server`, and now kept there (the next check does not read PostgreSQL). */
async function warm(server: TestServer, user: TestUser): Promise<void> {
  expect((await server.gql(ME, {}, { token: user.accessToken })).data?.me?.id).toBe(user.id);
  const reads = sessionReads(server);
  expect((await server.gql(ME, {}, { token: user.accessToken })).data?.me?.id).toBe(user.id);
  expect(sessionReads(server)).toBe(reads);
}

describe('two instances over one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeEach(async () => {
    await requireRedis();
    [a, b] = await twoInstances({ REDIS_URL });
  });

  it('answers a burst of signed-in requests with far fewer session reads than requests', async () => {
    const user = await buildUser(a);
    const before = sessionReads(b);
    const burst = 200;
    for (let round = 0; round < burst / 20; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => b.gql(ME, {}, { token: user.accessToken })));
      expect(answers.every((answer) => answer.data?.me?.id === user.id)).toBe(true);
    }
    // One read per trust period (five seconds), give or take a round that straddles its end.
    expect(sessionReads(b) - before).toBeLessThanOrEqual(3);
  });

  it('refuses on instance B, within a second, a session signed out on instance A', async () => {
    const user = await buildUser(a);
    await warm(b, user);
    expect((await a.gql(SIGN_OUT, {}, { token: user.accessToken })).data?.signOut).toBe(true);
    expect(await answeredWith(b, ME, user.accessToken, 'UNAUTHENTICATED')).toBeLessThan(WITHIN_MS);
  });

  it('refuses on instance B, within a second, the sessions of an account suspended on instance A', async () => {
    const admin = await buildUser(a, { roles: ['ADMIN'] });
    const user = await buildUser(a);
    await warm(b, user);
    expect((await a.gql(SUSPEND, { id: user.id }, { token: admin.accessToken })).data?.suspendUser?.id).toBe(user.id);
    expect(await answeredWith(b, ME, user.accessToken, 'UNAUTHENTICATED')).toBeLessThan(WITHIN_MS);
  });

  it('applies on instance B, within a second, a role granted and removed on instance A', async () => {
    const admin = await buildUser(a, { roles: ['ADMIN'] });
    const user = await buildUser(a);
    await warm(b, user);
    expect(code(await b.gql(USER_ROLES, {}, { token: user.accessToken }))).toBe('FORBIDDEN');
    expect((await a.gql(PROMOTE, { id: user.id }, { token: admin.accessToken })).data?.promoteToAdmin?.id).toBe(
      user.id,
    );
    expect(await answeredWith(b, USER_ROLES, user.accessToken, undefined)).toBeLessThan(WITHIN_MS);
    expect((await a.gql(DEMOTE, { id: user.id }, { token: admin.accessToken })).data?.removeAdmin?.id).toBe(user.id);
    expect(await answeredWith(b, USER_ROLES, user.accessToken, 'FORBIDDEN')).toBeLessThan(WITHIN_MS);
  });
});

it('reads every session from PostgreSQL while the bus is down, and refuses a sign-out it did not hear', async () => {
  const [a, b] = await twoInstances({});
  const user = await buildUser(a);
  const other = await buildUser(a);
  await warm(b, user);
  await warm(b, other);
  // Cut every instance's LISTEN connection (the bus without Redis): B can no longer hear A's revocations.
  await a.kuza.deps.db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = current_database() AND application_name = 'kuza-revocations'`,
  );
  await within(5_000, 'B notices', () => !b.kuza.deps.revocations.live);
  const reads = sessionReads(b);
  expect((await a.gql(SIGN_OUT, {}, { token: user.accessToken })).data?.signOut).toBe(true);
  // Whether B is still down or back in a new epoch, it trusts nothing it kept: the sign-out is refused at once.
  expect(code(await b.gql(ME, {}, { token: user.accessToken }))).toBe('UNAUTHENTICATED');
  expect((await b.gql(ME, {}, { token: other.accessToken })).data?.me?.id).toBe(other.id);
  expect(sessionReads(b) - reads).toBe(2);
  // Once back, B keeps sessions again.
  await within(15_000, 'B listens again', () => b.kuza.deps.revocations.live);
  await warm(b, other);
});
