import { Redis } from 'ioredis';
import { buildApiKey } from '../../helpers/api-keys';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { buildUser } from '../../helpers/factories';
import { closeWithin, openLiveSocket, type LiveSocket } from '../../helpers/live-socket';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { SIGN_OUT } from '../auth/auth-operations';
import { graphql } from '../../gql';

// Scale-out: a sign-out or key deletion answered by one instance closes the sockets another instance holds,
// through Redis when the instances share one, and through PostgreSQL LISTEN/NOTIFY when they share only the database.
const REDIS_URL = process.env.KUZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
jest.setTimeout(60_000);

let database: TestDatabase;
const servers: TestServer[] = [];
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});
afterAll(() => database?.drop());

/** Two instances on the shared database (one at a time: the first runs the migrations). */
async function twoInstances(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  const a = await startTestServer(env, { database });
  servers.push(a);
  const b = await startTestServer(env, { database });
  servers.push(b);
  return [a, b];
}

async function liveSocket(server: TestServer, credential: string): Promise<LiveSocket> {
  const socket = await openLiveSocket(server, `Bearer ${credential}`);
  sockets.push(socket);
  return socket;
}

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

const DELETE_KEY = graphql(`
  mutation RevocationScaleOutDeleteKey($id: ID!) {
    deleteApiKey(id: $id)
  }
`);

async function signOutOnAClosesSocketOnB(a: TestServer, b: TestServer): Promise<void> {
  const user = await buildUser(a);
  const socket = await liveSocket(b, user.accessToken);
  expect((await a.gql(SIGN_OUT, {}, { token: user.accessToken })).data?.signOut).toBe(true);
  expect(await closeWithin(socket)).toEqual({ code: 4403, reason: 'Session ended' });
}

async function keyDeletedOnAClosesSocketOnB(a: TestServer, b: TestServer): Promise<void> {
  const admin = await buildUser(a, { roles: ['ADMIN'] });
  const key = await buildApiKey(a, admin.accessToken);
  const socket = await liveSocket(b, key.secret);
  expect((await a.gql(DELETE_KEY, { id: key.id }, { token: admin.accessToken })).data?.deleteApiKey).toBe(true);
  expect(await closeWithin(socket)).toEqual({ code: 4403, reason: 'API key revoked' });
}

it('closes on instance B the sockets of a session signed out and a key deleted on instance A (Redis)', async () => {
  await requireRedis();
  const [a, b] = await twoInstances({ REDIS_URL });
  await signOutOnAClosesSocketOnB(a, b);
  await keyDeletedOnAClosesSocketOnB(a, b);
});

it('closes on instance B the sockets of a session signed out and a key deleted on instance A (no Redis)', async () => {
  const [a, b] = await twoInstances({});
  await signOutOnAClosesSocketOnB(a, b);
  await keyDeletedOnAClosesSocketOnB(a, b);
});

it('keeps closing sockets across instances after the listening database connections were cut', async () => {
  const [a, b] = await twoInstances({});
  const listeners = `SELECT pid, query FROM pg_stat_activity
                     WHERE datname = current_database() AND application_name = 'kuza-revocations'`;
  // Each instance listens before it accepts connections.
  const cut = (await a.kuza.deps.db.query(listeners)) as Array<{ pid: number }>;
  expect(cut).toHaveLength(2);
  await a.kuza.deps.db.query(`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS l`);
  // Each instance reconnects and listens again on its own (with backoff): wait until both have new connections and
  // hear their own probes through them again (the bus is live).
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = (await a.kuza.deps.db.query(listeners)) as Array<{ pid: number; query: string }>;
    const fresh = rows.filter((row) => !cut.some(({ pid }) => pid === row.pid));
    if (fresh.length === 2 && a.kuza.deps.revocations.live && b.kuza.deps.revocations.live) break;
    if (Date.now() > deadline) throw new Error(`The instances did not listen again: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await signOutOnAClosesSocketOnB(a, b);
});
