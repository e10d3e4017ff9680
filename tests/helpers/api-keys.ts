import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from '../gql';
import type { GenerateApiKeyInput } from '../gql/graphql';
import type { GraphQLError } from './graphql-client';
import type { TestServer } from './test-server';

export const GENERATE_API_KEY = graphql(`
  mutation GenerateApiKey($input: GenerateApiKeyInput!) {
    generateApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        description
        prefix
        lastFour
        isActive
        tier
        kind
        createdAt
        lastUsedAt
        requestsPerHour
      }
    }
  }
`);

export interface TestApiKey {
  id: string;
  secret: string;
}

/** A key generated through the API by `admin` (its access token), as the admin screen does it. */
export async function buildApiKey(
  server: TestServer,
  adminToken: string,
  overrides: Partial<GenerateApiKeyInput> = {},
): Promise<TestApiKey> {
  const input: GenerateApiKeyInput = { name: 'Test key', tier: 'FREE', kind: 'API', ...overrides };
  const response = await server.gql(GENERATE_API_KEY, { input }, { token: adminToken });
  const generated = response.data?.generateApiKey;
  if (!generated) throw new Error(`generateApiKey failed: ${JSON.stringify(response.errors)}`);
  return { id: generated.apiKey.id, secret: generated.secret };
}

/** Sets how many requests a key has made in the current hourly window, as if it had made them. */
export async function setRequestsThisHour(server: TestServer, apiKeyId: string, count: number): Promise<void> {
  await server.kuza.deps.db.query(
    `INSERT INTO api_key_usage (api_key_id, window_start, request_count)
     VALUES ($1, date_trunc('hour', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', $2)
     ON CONFLICT (api_key_id) DO UPDATE SET window_start = EXCLUDED.window_start, request_count = EXCLUDED.request_count`,
    [apiKeyId, count],
  );
}

/** A graphql-ws client that keeps one socket open (unlike a lazy client, which reconnects per operation). */
export function persistentSocket(server: TestServer, authorization: string): Client {
  return createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${authorization}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
  });
}

export interface WsOutcome<T = unknown> {
  data?: T | null;
  errors?: GraphQLError[];
}

/**
 * Runs one operation over a graphql-ws client and resolves with its first result or its errors. Plain text is only
 * for queries the server must refuse (unknown fields): its result is unknown.
 */
export function wsRequest<T, V>(client: Client, query: TypedDocumentNode<T, V>, variables?: V): Promise<WsOutcome<T>>;
export function wsRequest(client: Client, query: string, variables?: Record<string, unknown>): Promise<WsOutcome>;
export function wsRequest<T, V>(
  client: Client,
  query: string | TypedDocumentNode<T, V>,
  variables?: V,
): Promise<WsOutcome<T>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    // No dispose() here: a query or mutation completes by itself once it has answered.
    client.subscribe(
      {
        query: typeof query === 'string' ? query : print(query),
        variables: variables as Record<string, unknown> | undefined,
      },
      {
        next: (result) => {
          if (settled) return;
          settled = true;
          resolve(result as WsOutcome<T>);
        },
        error: (error) => {
          if (settled) return;
          settled = true;
          if (Array.isArray(error)) resolve({ errors: error as GraphQLError[] });
          else if (error instanceof Error) reject(error);
          else {
            // The socket closed: a CloseEvent with the graphql-ws close code.
            const { code, reason } = error as { code?: number; reason?: string };
            reject(new Error(`WebSocket closed: ${code} ${reason ?? ''}`.trim()));
          }
        },
        complete: () => undefined,
      },
    );
  });
}
