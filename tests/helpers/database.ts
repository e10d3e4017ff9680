import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.KUZA_TEST_DATABASE_URL;
  if (!url) throw new Error('KUZA_TEST_DATABASE_URL is not set: run the tests through jest (its global setup sets it)');
  return url;
}

/** A new, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `kuza_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
