import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../../server/src/config';
import { backup, restore } from '../../../server/src/db/backup';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The DATABASE_URL side of `npm run backup` / `npm run restore` (the embedded one: tests/e2e/backup-restore).
let server: TestServer;
let source: TestDatabase;
let target: TestDatabase;
const work = mkdtempSync(path.join(os.tmpdir(), 'kuza-backup-url-'));
const file = path.join(work, 'kuza.dump');

const configFor = (database: TestDatabase) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: work, JWT_SECRET: 'x'.repeat(32) });

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  server = await startTestServer({}, { seed: true, database: source });
}, 120_000);

afterAll(async () => {
  await server.stop();
  await source.drop();
  await target.drop();
  rmSync(work, { recursive: true, force: true });
});

/** Every table's rows (as text, in order) and every sequence's position: equal when the databases hold the same. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string> = {};
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
    );
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ digest: string | null; count: number }>(
        `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest, count(*)::int AS count FROM ${name} t`,
      );
      result[name] = `${rows[0]!.count} ${rows[0]!.digest}`;
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const { name, value } of sequences.rows) result[`sequence ${name}`] = String(value);
    return result;
  } finally {
    await client.end();
  }
}

it('dumps the DATABASE_URL database while Kuza runs and restores it, row for row, into an empty one', async () => {
  const size = await backup(configFor(source), file);
  expect(size).toBeGreaterThan(1000);

  await restore(configFor(target), file);

  const before = await fingerprint(source.url);
  expect(Object.keys(before).length).toBeGreaterThan(20);
  expect(before['users']).not.toMatch(/^0 /);
  expect(await fingerprint(target.url)).toEqual(before);
});

it('refuses a DATABASE_URL database that has tables', async () => {
  await expect(restore(configFor(target), file)).rejects.toThrow(
    'The database at DATABASE_URL has tables: restore into an empty one',
  );
});
