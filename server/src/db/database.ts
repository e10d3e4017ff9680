import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { WatchdogLog } from './process-watchdog';

export interface Database {
  dataSource: DataSource;
  /** The connection string (of the embedded server when there is no DATABASE_URL): the job queue connects with it. */
  url: string;
  embedded: boolean;
  /** Whether the database answers a trivial query (readiness). */
  answers(): Promise<boolean>;
  /** Whether every migration this build knows has been applied (readiness). */
  migrationsCurrent(): Promise<boolean>;
  /** Called as shutdown begins: the embedded PostgreSQL stopping from now on is not restarted. */
  stopWatching(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR and restarts it whenever it dies
 * (process-watchdog.ts); then runs pending migrations.
 */
export async function openDatabase(config: Config, log: WatchdogLog): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), undefined, (message) => log.warn({}, message));
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  embedded?.watch(log);
  return {
    dataSource,
    url,
    embedded: Boolean(embedded),
    answers: async () => ((await dataSource.query('SELECT 1 AS ok')) as unknown[]).length === 1,
    // Not TypeORM's showMigrations(): it keeps its pooled connection when a query fails, as it does while down.
    async migrationsCurrent() {
      const rows = (await dataSource.query('SELECT name FROM migrations')) as { name: string }[];
      const applied = new Set(rows.map((row) => row.name));
      return dataSource.migrations.every((migration) => applied.has(migration.name ?? migration.constructor.name));
    },
    stopWatching: async () => embedded?.stopWatching(),
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
