import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimDataFolder, recordOwner } from './embedded-postgres-owner';

// A stand-in postmaster: a live process whose command line says postgres, named in the folder's postmaster.pid.
let root: string;
let dir: string;
let postmaster: ChildProcess;
const logged: string[] = [];
const log = (message: string) => logged.push(message);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'kuza-owner-'));
  dir = path.join(root, 'postgres');
  mkdirSync(dir);
  postmaster = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'postgres']);
  writeFileSync(path.join(dir, 'postmaster.pid'), `${postmaster.pid}\n${dir}\n`);
  logged.length = 0;
});

afterEach(() => {
  postmaster.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const ownedBy = (kuzaPid: number) => writeFileSync(`${dir}.owner.json`, JSON.stringify({ kuzaPid, port: 5432 }));

it('refuses a folder held by a PostgreSQL that Kuza did not start', async () => {
  await expect(claimDataFolder(dir, log)).rejects.toThrow(
    `${dir} is in use by a PostgreSQL server (pid ${postmaster.pid}) that Kuza did not start: stop it or use another DATA_DIR`,
  );
});

it('refuses a folder whose PostgreSQL belongs to another running Kuza', async () => {
  const otherKuza = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  try {
    ownedBy(otherKuza.pid!);
    await expect(claimDataFolder(dir, log)).rejects.toThrow(
      `is in use by another running Kuza (pid ${otherKuza.pid}, its PostgreSQL pid ${postmaster.pid})`,
    );
  } finally {
    otherKuza.kill('SIGKILL');
  }
});

it('stops the orphan of a Kuza that is gone, and forgets that Kuza', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  await once(gone, 'exit');
  ownedBy(gone.pid!);
  const stopped = once(postmaster, 'exit');
  await claimDataFolder(dir, log);
  expect(await stopped).toEqual([null, 'SIGINT']);
  expect(logged).toEqual([
    `Stopping the embedded PostgreSQL (pid ${postmaster.pid}) left running by an earlier Kuza (pid ${gone.pid})`,
  ]);
  expect(existsSync(`${dir}.owner.json`)).toBe(false);
});

it('leaves a stale pid file (its process is gone) and a free folder to PostgreSQL', async () => {
  postmaster.kill('SIGKILL');
  await once(postmaster, 'exit');
  recordOwner(dir, 5432);
  await expect(claimDataFolder(dir, log)).resolves.toBeUndefined();
  rmSync(path.join(dir, 'postmaster.pid'));
  await expect(claimDataFolder(dir, log)).resolves.toBeUndefined();
  expect(logged).toEqual([]);
});
