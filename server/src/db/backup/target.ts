import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { BackupError } from './dump-file';

export interface EmbeddedTarget {
  url: string;
  /** Stops the server if this command started it; a running Kuza keeps its own. */
  release(): Promise<void>;
}

export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** The embedded PostgreSQL under `dir`: the one a running Kuza started, or one started just for this command. */
export async function openEmbedded(dir: string): Promise<EmbeddedTarget> {
  if (!holdsDatabase(dir)) throw new BackupError(`There is no database in ${dir} to back up`);
  const port = runningPort(dir);
  if (port !== undefined) {
    return { url: `postgres://postgres:postgres@127.0.0.1:${port}/kuza`, release: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(dir);
  return { url: embedded.url, release: () => embedded.stop() };
}

/** postmaster.pid holds the server's process id (line 1) and port (line 4) while it runs. */
function runningPort(dir: string): number | undefined {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (as root, PostgreSQL runs as its own user).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
