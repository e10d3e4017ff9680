import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Issue 33: accounts that existed before e-mail confirmation, and the demo accounts, count as confirmed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
});
afterAll(() => server.stop());

it('seeds the demo accounts confirmed', async () => {
  const rows: Array<{ unconfirmed: number; total: number }> = await server.kuza.deps.db.query(
    `SELECT count(*) FILTER (WHERE email_confirmed_at IS NULL)::int AS unconfirmed, count(*)::int AS total FROM users`,
  );
  expect(rows[0].total).toBeGreaterThan(0);
  expect(rows[0].unconfirmed).toBe(0);
});

it('confirms every account that exists when the migration runs', () => {
  const migration = readFileSync(
    path.join(__dirname, '../../../server/src/db/migrations/1763930000000-account-security.ts'),
    'utf8',
  );
  expect(migration).toContain('UPDATE users SET email_confirmed_at = created_at');
});
