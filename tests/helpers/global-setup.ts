import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/db/embedded-postgres';

declare global {
  var __KUZA_TEST_PG__: EmbeddedDatabase | undefined;
}

// Tests use the PostgreSQL server named by KUZA_TEST_DATABASE_URL (or DATABASE_URL) when set;
// otherwise one embedded PostgreSQL for the whole run. Each test file then makes a database of its own.
export default async function globalSetup(): Promise<void> {
  if (process.env.KUZA_TEST_DATABASE_URL) return;
  if (process.env.DATABASE_URL) {
    process.env.KUZA_TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const parent = mkdtempSync(path.join(os.tmpdir(), 'kuza-test-pg-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
  chmodSync(parent, 0o755);
  const dir = path.join(parent, 'data');
  globalThis.__KUZA_TEST_PG__ = await startEmbeddedPostgres(dir, 'kuza');
  process.env.KUZA_TEST_DATABASE_URL = globalThis.__KUZA_TEST_PG__.url;
}
