import { createGraphiQLFetcher, type Fetcher, type FetcherOpts } from '@graphiql/toolkit';
import { GraphQLError, getOperationAST, parse, type ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { LIMITS } from '@kuza/common';
import { GRAPHQL_PATH, graphqlWsUrl } from '@/apollo/endpoints';
import { reconnectDelayMs } from '@/apollo/ws-link';

function authorizationOf(opts: FetcherOpts | undefined): string | undefined {
  const entry = Object.entries(opts?.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization');
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

function isSubscription(query: string, operationName: string | null | undefined): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false; // Let the server report the syntax error.
  }
}

// One socket per Authorization value typed in the headers editor (a socket authenticates once).
const sockets = new Map<string, Client>();

// graphql-ws close code the server uses when connectionParams.authorization does not check out.
const FORBIDDEN = 4403;

function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FORBIDDEN;
}

/** A refused key or token shows as an UNAUTHENTICATED result, like the same mistake over HTTP. */
async function* reportRefusal(results: AsyncIterableIterator<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  try {
    yield* results;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    yield {
      errors: [
        new GraphQLError(
          'The server refused the Authorization header of this WebSocket (4403 Forbidden): check the key or token in Headers.',
          {
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ),
      ],
    };
  }
}

function socketFor(authorization: string | undefined): Client {
  const key = authorization ?? '';
  let client = sockets.get(key);
  if (!client) {
    client = createClient({
      url: graphqlWsUrl(),
      connectionParams: authorization ? { authorization } : {},
      keepAlive: LIMITS.realtime.heartbeatMs,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      // The same credentials would be refused again: say so at once instead of retrying for half a minute.
      shouldRetry: (event) => !isRefusal(event),
    });
    sockets.set(key, client);
  }
  return client;
}

// The header Kuza's CSRF protection asks of every request that is not a JSON POST (sent on all, as the app does).
const http = createGraphiQLFetcher({
  url: new URL(GRAPHQL_PATH, window.location.href).toString(),
  headers: { 'apollo-require-preflight': 'true' },
});

/** Queries and mutations over HTTP; subscriptions over graphql-ws carrying the editor's Authorization header. */
export const fetcher: Fetcher = (params, opts) => {
  if (!isSubscription(params.query, params.operationName)) return http(params, opts);
  const payload = {
    query: params.query,
    operationName: params.operationName ?? undefined,
    variables: params.variables as Record<string, unknown> | undefined,
  };
  return reportRefusal(socketFor(authorizationOf(opts)).iterate(payload) as AsyncIterableIterator<ExecutionResult>);
};
