import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Which Kuza started the embedded PostgreSQL of a data folder: `<folder>.owner.json` next to it, written before the
 * database starts and removed once it has stopped. After Kuza is SIGKILLed its PostgreSQL keeps running and holds
 * the folder; this record tells such an orphan from a database another Kuza (or someone else) is still using.
 */
interface OwnerRecord {
  kuzaPid: number;
  port: number;
}

const ORPHAN_STOP_TIMEOUT_MS = 30_000;

function ownerFile(dir: string): string {
  return `${dir}.owner.json`;
}

export function recordOwner(dir: string, port: number): void {
  writeFileSync(ownerFile(dir), JSON.stringify({ kuzaPid: process.pid, port } satisfies OwnerRecord));
}

export function forgetOwner(dir: string): void {
  rmSync(ownerFile(dir), { force: true });
}

function readOwner(dir: string): OwnerRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as Partial<OwnerRecord>;
    return typeof record.kuzaPid === 'number' ? { kuzaPid: record.kuzaPid, port: Number(record.port) } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user (the embedded PostgreSQL runs as `postgres` when Kuza is root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live postmaster that holds `dir`, if any (a pid file whose process is dead is PostgreSQL's to clean). */
function livePostmaster(dir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // A reused pid is not a PostgreSQL: where /proc tells, only a postgres process counts.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self') && !(existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'))) {
    return undefined;
  }
  return pid;
}

/**
 * Before starting the embedded PostgreSQL on `dir`: stops the orphan an earlier, killed Kuza left running there, and
 * refuses (with one line saying what holds the folder) when a live Kuza or a PostgreSQL Kuza did not start holds it.
 */
export async function claimDataFolder(dir: string, log: (message: string) => void): Promise<void> {
  const postmaster = livePostmaster(dir);
  if (postmaster === undefined) return;
  const owner = readOwner(dir);
  if (!owner) {
    throw new Error(
      `${dir} is in use by a PostgreSQL server (pid ${postmaster}) that Kuza did not start: stop it or use another DATA_DIR`,
    );
  }
  if (owner.kuzaPid !== process.pid && isAlive(owner.kuzaPid)) {
    throw new Error(
      `${dir} is in use by another running Kuza (pid ${owner.kuzaPid}, its PostgreSQL pid ${postmaster}): ` +
        'stop it or use another DATA_DIR',
    );
  }
  log(`Stopping the embedded PostgreSQL (pid ${postmaster}) left running by an earlier Kuza (pid ${owner.kuzaPid})`);
  // SIGINT is PostgreSQL's fast shutdown: open sessions end, and everything committed is on disk.
  process.kill(postmaster, 'SIGINT');
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS;
  while (existsSync(path.join(dir, 'postmaster.pid')) && isAlive(postmaster)) {
    if (Date.now() > deadline) {
      throw new Error(`the PostgreSQL left running by an earlier Kuza (pid ${postmaster}) did not stop within 30 s`);
    }
    await sleep(100);
  }
  forgetOwner(dir);
}
