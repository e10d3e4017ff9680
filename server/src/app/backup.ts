import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup, describeError } from '../db/backup';

// `npm run backup [FILE]`: a consistent dump of Kuza's database, whether Kuza is running or not.
async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `kuza-${stamp}.dump`));
  const size = await backup(config, file);
  process.stdout.write(`Backup written to ${file} (${formatSize(size)})\n`);
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

main().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Kuza cannot back up' : 'Backup failed';
  console.error(`${prefix}: ${describeError(error)}`);
  process.exit(1);
});
