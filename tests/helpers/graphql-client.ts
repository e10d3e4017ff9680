import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

type Query<T, V> = string | DocumentNode | TypedDocumentNode<T, V>;

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** POSTs one operation to /graphql over real HTTP. */
export async function postGraphQL<T = Record<string, unknown>, V = Record<string, unknown>>(
  baseUrl: string,
  query: Query<T, V>,
  variables?: V,
  options: RequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLResponse<T>['errors'] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

/** A graphql-ws client on /graphql; `authorization` goes in connectionParams as the web client sends it. */
export function wsClient(baseUrl: string, token?: string): Client {
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** The first error's code, for short assertions. */
export const errorCode = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code;
