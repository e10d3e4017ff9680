import path from 'node:path';
import { DataSource } from 'typeorm';
import { SnakeNamingStrategy } from './naming-strategy';

// Entities and migrations are found by name, so a feature adds its own files without touching a shared list.
// Jest loads the TypeScript sources; the built server loads the .js files next to them.
const src = path.resolve(__dirname, '..');
const ext = path.extname(__filename) === '.ts' ? 'ts' : 'js';

const CONNECT_TIMEOUT_MS = 10_000;

export function createDataSource(
  url: string,
  options: { poolSize?: number; applicationName?: string } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [path.join(src, `features/**/*.entity.${ext}`)],
    migrations: [path.join(src, `db/migrations/*.${ext}`)],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'kuza',
      // An unreachable database fails a request (503) within seconds rather than a TCP timeout's minutes.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    },
  });
}
