import { makeWorkerUtils } from 'graphile-worker';
import type { MigrationInterface } from 'typeorm';
import { createDataSource } from '../data-source';
import { BackupError, type DumpHeader } from './dump-file';

/**
 * Builds the dumped database's schema by running the migrations it had applied, and only those: data dumped by an
 * older Kuza then goes into the schema it was written for, and the next start migrates it like any other database.
 */
export async function buildDumpedSchema(url: string, header: DumpHeader): Promise<void> {
  const dataSource = createDataSource(url, { poolSize: 1, applicationName: 'kuza-restore' });
  await dataSource.initialize();
  try {
    const nameOf = (migration: MigrationInterface) => migration.name || migration.constructor.name;
    const known = new Set(dataSource.migrations.map(nameOf));
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupError(`This backup comes from a newer Kuza (migration ${unknown[0]}): update Kuza first`);
    }
    const dumped = new Set(header.migrations);
    const applied = dataSource.migrations.filter((migration) => dumped.has(nameOf(migration)));
    // runMigrations runs every pending migration of the data source: leave it only the dumped ones.
    dataSource.migrations.splice(0, dataSource.migrations.length, ...applied);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  // The job queue's own schema (graphile-worker, server/src/jobs) is not a TypeORM migration: build it too, so the
  // dumped jobs (a payout waiting to be asked, say) go back into their tables.
  const workerUtils = await makeWorkerUtils({ connectionString: url });
  try {
    await workerUtils.migrate();
  } finally {
    await workerUtils.release();
  }
}
