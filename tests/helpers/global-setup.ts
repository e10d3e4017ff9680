import { mkdtempSync } from 'node:fs';
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
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'kuza-test-pg-')), 'data');
  globalThis.__KUZA_TEST_PG__ = await startEmbeddedPostgres(dir, 'kuza');
  process.env.KUZA_TEST_DATABASE_URL = globalThis.__KUZA_TEST_PG__.url;
}
