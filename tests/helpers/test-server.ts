import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { loadConfig } from '../../server/src/config';
import { startKuza, type RunningKuza } from '../../server/src/app/server';
import type { Logger } from '../../server/src/logger';
import { createTestDatabase, type TestDatabase } from './database';
import { postGraphQL, wsClient, type GraphQLResponse, type RequestOptions } from './graphql-client';

export interface TestServer {
  url: string;
  kuza: RunningKuza;
  dataDir: string;
  /** One typed operation (graphql() from tests/gql): its variables and result are checked. */
  gql<T, V>(query: TypedDocumentNode<T, V>, variables?: V, options?: RequestOptions): Promise<GraphQLResponse<T>>;
  /** Text sent as is, for queries the server must refuse (unknown fields, bad syntax): the result is unknown. */
  gqlRaw(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<unknown>>;
  ws(token?: string): ReturnType<typeof wsClient>;
  stop(): Promise<void>;
}

interface TestServerOptions {
  seed?: boolean;
  /** A database shared with other instances (scale-out tests): not dropped when this one stops. */
  database?: TestDatabase;
  /** Where the server logs (tests that read its log lines). */
  logger?: Logger;
}

/** The real Kuza server (HTTP + WebSocket) on a free port, with a fresh database of its own unless given one. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO: 'false',
    // Jobs run when a test says so (`kuza.jobs.runUntilIdle()`), never behind its back.
    JOB_WORKER: 'false',
    // Every query runs compiled from its first request, so the whole suite checks the compiled path
    // (graphql/compiled-execution.ts); production compiles a document the second time it comes.
    GRAPHQL_COMPILE_AFTER: '0',
    ...env,
  });
  const kuza = await startKuza(config, { seed: options.seed, ...(options.logger ? { logger: options.logger } : {}) });
  const url = kuza.url;
  return {
    url,
    kuza,
    dataDir,
    gql: (query, variables, requestOptions) => postGraphQL(url, query, variables, requestOptions),
    gqlRaw: (query, variables, requestOptions) => postGraphQL(url, query, variables, requestOptions),
    ws: (token) => wsClient(url, token),
    async stop() {
      await kuza.stop();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
