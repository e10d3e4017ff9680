import { startTestServer, type TestServer } from '../../helpers/test-server';

// The job queue on Kuza's own database: a job added in a transaction exists only if it commits, and
// runUntilIdle runs every due job, including the jobs those jobs add.
let server: TestServer;
const seen: unknown[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.kuza.jobs.register({
    'test.record': async (payload) => {
      seen.push(payload);
    },
    'test.chain': async (payload) => {
      seen.push(payload);
      await server.kuza.jobs.add('test.record', { after: 'chain' });
    },
  });
});
afterAll(() => server.stop());
beforeEach(() => {
  seen.length = 0;
});

it('runs added jobs, and the jobs they add, until none is due', async () => {
  await server.kuza.jobs.add('test.chain', { step: 1 });
  await server.kuza.jobs.runUntilIdle();
  expect(seen).toEqual([{ step: 1 }, { after: 'chain' }]);
});

it('keeps a job added in a transaction only if the transaction commits', async () => {
  const { db } = server.kuza.deps;
  await db.transaction((tx) => server.kuza.jobs.addInTransaction(tx, 'test.record', { committed: true }));
  await expect(
    db.transaction(async (tx) => {
      await server.kuza.jobs.addInTransaction(tx, 'test.record', { committed: false });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await server.kuza.jobs.runUntilIdle();
  expect(seen).toEqual([{ committed: true }]);
});

it('keeps one pending job per job key', async () => {
  await server.kuza.jobs.add('test.record', { version: 1 }, { jobKey: 'same' });
  await server.kuza.jobs.add('test.record', { version: 2 }, { jobKey: 'same' });
  await server.kuza.jobs.runUntilIdle();
  expect(seen).toEqual([{ version: 2 }]);
});
