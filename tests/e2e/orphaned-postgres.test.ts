import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postGraphQL } from '../helpers/graphql-client';
import { freePort, spawnKuza, type SpawnedKuza } from '../helpers/spawn-kuza';
import { ProfileDocument, SignUpDocument } from '../gql/graphql';

// Kuza SIGKILLed (out of memory, say) leaves its embedded PostgreSQL running on DATA_DIR/postgres. The next start
// stops that orphan and comes up on the same data; a start while the first Kuza still runs refuses, saying so.
// Runs the built server itself (not `npm start`), so that the child is Kuza's own process. Needs `npm run build`.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-orphan-'));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
const startBuiltKuza = async () => spawnKuza(process.execPath, ['server/dist/main.js'], env, await freePort());

let first: SpawnedKuza;
let orphanPid: number | undefined;

afterAll(() => {
  // If the restart failed, the orphan is still running: fast shutdown, then the folder can go.
  if (orphanPid) {
    try {
      process.kill(orphanPid, 'SIGINT');
    } catch {
      // already stopped by the restart
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

it('refuses to start on a DATA_DIR another running Kuza uses, saying so in one line', async () => {
  first = await startBuiltKuza();
  const signedUp = await postGraphQL(first.url, SignUpDocument, {
    input: { username: 'beforekill', email: 'beforekill@example.com', password: 'secret123' },
  });
  expect(signedUp.errors).toBeUndefined();

  const second = startBuiltKuza();
  await expect(second).rejects.toThrow(
    `Kuza failed to start: ${path.join(dataDir, 'postgres')} is in use by another running Kuza (pid ${first.child.pid}, ` +
      `its PostgreSQL pid ${postmasterPid()}): stop it or use another DATA_DIR`,
  );
  const output = ((await second.catch((error: Error) => error)) as Error).message.split('\n').slice(1).join('\n');
  expect(output.trim().split('\n')).toHaveLength(1);
}, 180_000);

it('after Kuza is SIGKILLed, the next start stops its orphaned PostgreSQL and serves the same data', async () => {
  orphanPid = postmasterPid();
  const exited = once(first.child, 'exit');
  process.kill(first.child.pid!, 'SIGKILL'); // Kuza only: its PostgreSQL keeps running
  await exited;
  expect(() => process.kill(orphanPid!, 0)).not.toThrow();

  const restarted = await startBuiltKuza();
  try {
    expect(restarted.output()).toContain(
      `Stopping the embedded PostgreSQL (pid ${orphanPid}) left running by an earlier Kuza (pid ${first.child.pid})`,
    );
    const profile = await postGraphQL(restarted.url, ProfileDocument, { username: 'beforekill' });
    expect(profile.data?.profile?.username).toBe('beforekill');
    expect(postmasterPid()).not.toBe(orphanPid);
  } finally {
    expect(await restarted.stop()).toBe(0);
  }
}, 180_000);
