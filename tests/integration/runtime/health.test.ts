import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// /livez: the process runs. /readyz (and its older name /healthz): the database answers, Redis when configured
// answers, and no migration is pending; a 503 names the failed check, with Retry-After and nothing of the hosts.
const REDIS_URL = process.env.KUZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let server: TestServer;
let admin: Client;
let databaseName: string;

beforeAll(async () => {
  server = await startTestServer();
  databaseName = new URL(server.kuza.deps.config.databaseUrl!).pathname.slice(1);
  admin = new Client({ connectionString: process.env.KUZA_TEST_DATABASE_URL });
  await admin.connect();
});

afterAll(async () => {
  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
  await admin.end();
  await server.stop();
});

async function get(path: string, base = server.url) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
}

const READY = { ok: true, checks: { database: 'ok', migrations: 'ok' } };

it('is live and ready while the database answers and the migrations are current', async () => {
  expect(await get('/livez')).toEqual({ status: 200, retryAfter: null, body: { ok: true } });
  expect(await get('/readyz')).toEqual({ status: 200, retryAfter: null, body: READY });
  expect(await get('/healthz')).toEqual({ status: 200, retryAfter: null, body: READY });
});

it('is not ready while a migration is pending', async () => {
  const db = server.kuza.database.dataSource;
  const [last] = (await db.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1')) as {
    id: number;
    timestamp: string;
    name: string;
  }[];
  await db.query('DELETE FROM migrations WHERE id = $1', [last.id]);
  try {
    expect(await get('/readyz')).toEqual({
      status: 503,
      retryAfter: '5',
      body: { ok: false, checks: { database: 'ok', migrations: 'failed' }, failed: ['migrations'] },
    });
  } finally {
    await db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
      last.id,
      last.timestamp,
      last.name,
    ]);
  }
  expect((await get('/readyz')).status).toBe(200);
});

it('answers 503 on /readyz and /healthz while the database cannot answer, and stays live', async () => {
  // The database refuses new connections and loses the ones Kuza's pool holds: every query fails.
  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);

  const down = await get('/readyz');
  expect(down).toEqual({
    status: 503,
    retryAfter: '5',
    body: { ok: false, checks: { database: 'failed', migrations: 'failed' }, failed: ['database', 'migrations'] },
  });
  expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|localhost|postgres|\bat\b/);
  expect((await get('/healthz')).status).toBe(503);
  expect(await get('/livez')).toEqual({ status: 200, retryAfter: null, body: { ok: true } });

  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
  expect(await get('/readyz')).toEqual({ status: 200, retryAfter: null, body: READY });
});

it('checks Redis when REDIS_URL is set: ready while it answers PING, 503 naming it when it cannot', async () => {
  const withRedis = await startTestServer({ REDIS_URL });
  const noRedis = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' }); // nothing listens on port 1
  try {
    expect(await get('/readyz', withRedis.url)).toEqual({
      status: 200,
      retryAfter: null,
      body: { ok: true, checks: { database: 'ok', redis: 'ok', migrations: 'ok' } },
    });
    expect(await get('/readyz', noRedis.url)).toEqual({
      status: 503,
      retryAfter: '5',
      body: { ok: false, checks: { database: 'ok', redis: 'failed', migrations: 'ok' }, failed: ['redis'] },
    });
  } finally {
    await Promise.all([withRedis.stop(), noRedis.stop()]);
  }
});
