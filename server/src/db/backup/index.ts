import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Config } from '../../config';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { dumpDatabase } from './dump';
import { BackupError, type DumpHeader } from './dump-file';
import { loadRows, readDump } from './restore';
import { buildDumpedSchema } from './restore-schema';
import { holdsDatabase, openEmbedded } from './target';

export { BackupError } from './dump-file';
export { describeError } from './describe-error';

/** Dumps Kuza's database (DATABASE_URL, or the embedded one, running or not) to `file`; returns its size in bytes. */
export async function backup(config: Config, file: string): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true });
  const target = config.databaseUrl
    ? { url: config.databaseUrl, release: async () => undefined }
    : await openEmbedded(embeddedDir(config));
  try {
    await dumpDatabase(target.url, file);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    await target.release();
  }
  return statSync(file).size;
}

/** Loads `file` into an empty database: DATABASE_URL's, or a new embedded one under DATA_DIR. */
export async function restore(config: Config, file: string): Promise<void> {
  const header = await readHeader(file);
  if (config.databaseUrl) {
    await refuseNonEmpty(config.databaseUrl);
    await buildDumpedSchema(config.databaseUrl, header);
    await loadRows(config.databaseUrl, file);
    return;
  }
  const dir = embeddedDir(config);
  if (holdsDatabase(dir)) {
    throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR`);
  }
  const embedded = await startEmbeddedPostgres(dir);
  try {
    await buildDumpedSchema(embedded.url, header);
    await loadRows(embedded.url, file);
    await embedded.stop();
  } catch (error) {
    // Half a restore is no database: leave the folder empty, ready for another try.
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function embeddedDir(config: Config): string {
  return path.join(config.dataDir, 'postgres');
}

async function readHeader(file: string): Promise<DumpHeader> {
  try {
    statSync(file);
  } catch {
    throw new BackupError(`${file} does not exist`);
  }
  for await (const part of readDump(file)) {
    if (!('table' in part)) return part;
  }
  throw new BackupError(`${file} is not a Kuza backup`);
}

async function refuseNonEmpty(url: string): Promise<void> {
  const client = new Client({ connectionString: url, application_name: 'kuza-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.count > 0) throw new BackupError('The database at DATABASE_URL has tables: restore into an empty one');
  } finally {
    await client.end();
  }
}
