import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { describeError, restore } from '../db/backup';

// `npm run restore FILE`: loads a backup into an empty DATA_DIR (or an empty DATABASE_URL database).
async function main(): Promise<void> {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) throw new ConfigError('name the backup file: npm run restore FILE');
  const file = path.resolve(given);
  await restore(config, file);
  process.stdout.write(
    `Restored ${file} into ${config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir}\n`,
  );
}

main().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Kuza cannot restore' : 'Restore failed';
  console.error(`${prefix}: ${describeError(error)}`);
  process.exit(1);
});
