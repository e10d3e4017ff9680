import { createGraphiQLFetcher, type Fetcher, type FetcherOpts } from '@graphiql/toolkit';
import { getOperationAST, parse, type ExecutionResult } from 'graphql';
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

function socketFor(authorization: string | undefined): Client {
  const key = authorization ?? '';
  let client = sockets.get(key);
  if (!client) {
    client = createClient({
      url: graphqlWsUrl(),
      connectionParams: authorization ? { authorization } : {},
      keepAlive: LIMITS.realtime.heartbeatMs,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    });
    sockets.set(key, client);
  }
  return client;
}

const http = createGraphiQLFetcher({ url: new URL(GRAPHQL_PATH, window.location.href).toString() });

/** Queries and mutations over HTTP; subscriptions over graphql-ws carrying the editor's Authorization header. */
export const fetcher: Fetcher = (params, opts) => {
  if (!isSubscription(params.query, params.operationName)) return http(params, opts);
  const payload = { query: params.query, operationName: params.operationName ?? undefined, variables: params.variables as Record<string, unknown> | undefined };
  return socketFor(authorizationOf(opts)).iterate(payload) as AsyncIterableIterator<ExecutionResult>;
};
