import 'reflect-metadata';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';
import { seedStatements, type SeedSize } from './seed-sql';

export const ROOT = path.resolve(__dirname, '../..');

interface DataSourceLike {
  initialize(): Promise<unknown>;
  runMigrations(options: { transaction: 'each' }): Promise<unknown>;
  destroy(): Promise<void>;
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withClient(
    adminUrl,
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Kuza's own migrations, from the production build (the schema the server will find). */
async function migrate(url: string): Promise<void> {
  const { createDataSource } = createRequire(__filename)(path.join(ROOT, 'server/dist/db/data-source.js')) as {
    createDataSource(url: string): DataSourceLike;
  };
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

export interface SeedReport {
  reused: boolean;
  totalS: number;
  steps: Array<{ name: string; seconds: number }>;
  rows: Record<string, number>;
}

const MARK = (size: SeedSize) => `bench-seed:${JSON.stringify(size)}`;

/**
 * Clears the dead rows earlier runs' writes left (each post rewrites its tags' rows), as a fresh seed ends: on a
 * server whose autovacuum is off or behind they would slow every later case.
 */
export async function vacuum(url: string): Promise<void> {
  await withClient(url, (c) => c.query('VACUUM (ANALYZE)'));
}

/** A database with the data set: created, migrated and filled, or reused when `reuse` and already filled. */
export async function prepareDatabase(
  adminUrl: string,
  url: string,
  name: string,
  size: SeedSize,
  reuse: boolean,
  log: (line: string) => void,
): Promise<SeedReport> {
  if (reuse && (await databaseExists(adminUrl, name))) {
    const done = await withClient(url, async (c) => {
      const found = await c
        .query('SELECT 1 FROM seed_steps WHERE name = $1', [MARK(size)])
        .catch(() => ({ rowCount: 0 }));
      return found.rowCount === 1;
    });
    if (done) {
      log(`reusing ${name}`);
      await vacuum(url);
      return { reused: true, totalS: 0, steps: [], rows: await countRows(url) };
    }
  }
  await dropDatabase(adminUrl, name);
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const started = Date.now();
  await migrate(url);
  const steps: SeedReport['steps'] = [{ name: 'migrations', seconds: (Date.now() - started) / 1000 }];
  await withClient(url, async (c) => {
    for (const step of seedStatements(size)) {
      const t = Date.now();
      await c.query(step.sql);
      steps.push({ name: step.name, seconds: (Date.now() - t) / 1000 });
      log(`  seed: ${step.name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    // The demo seed must not run on this database: mark its steps done, and this data set as complete.
    await c.query(`INSERT INTO seed_steps (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
      ['demo-accounts', 'demo-roles', 'demo-posts', 'demo-locations', MARK(size)],
    ]);
  });
  return { reused: false, totalS: (Date.now() - started) / 1000, steps, rows: await countRows(url) };
}

const TABLES = ['profiles', 'posts', 'hashtags', 'post_hashtags', 'follows', 'post_likes', 'comments', 'post_shares'];

async function countRows(url: string): Promise<Record<string, number>> {
  return withClient(url, async (c) => {
    const rows: Record<string, number> = {};
    for (const table of TABLES) rows[table] = Number((await c.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    return rows;
  });
}
