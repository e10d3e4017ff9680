import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { loadConfig } from '../../server/src/config';
import { startKuza, type RunningKuza } from '../../server/src/app/server';
import { createTestDatabase, type TestDatabase } from './database';
import { postGraphQL, wsClient, type RequestOptions } from './graphql-client';

export interface TestServer {
  url: string;
  kuza: RunningKuza;
  dataDir: string;
  gql<T = any, V = Record<string, unknown>>(query: string | DocumentNode, variables?: V, options?: RequestOptions): ReturnType<typeof postGraphQL<T, V>>;
  ws(token?: string): ReturnType<typeof wsClient>;
  stop(): Promise<void>;
}

interface TestServerOptions {
  seed?: boolean;
  /** A database shared with other instances (scale-out tests): not dropped when this one stops. */
  database?: TestDatabase;
}

/** The real Kuza server (HTTP + WebSocket) on a free port, with a fresh database of its own unless given one. */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO: 'false',
    ...env,
  });
  const kuza = await startKuza(config, { seed: options.seed });
  const url = kuza.url;
  return {
    url,
    kuza,
    dataDir,
    gql: (query, variables, requestOptions) => postGraphQL(url, query, variables, requestOptions),
    ws: (token) => wsClient(url, token),
    async stop() {
      await kuza.stop();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
