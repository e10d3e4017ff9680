import { startTestServer, type TestServer } from '../../helpers/test-server';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
});
afterAll(() => server.stop());

it('seeds an admin and one moderating creator, so every role badge exists in the demo', async () => {
  const rows: Array<{ username: string; role: string }> = await server.kuza.deps.db.query(
    `SELECT p.username, r.role FROM user_roles r JOIN profiles p ON p.id = r.user_id ORDER BY r.role, p.username`,
  );
  expect(rows).toEqual([
    { username: 'kuza_admin', role: 'ADMIN' },
    { username: 'kofi_pod', role: 'MODERATOR' },
  ]);
});
