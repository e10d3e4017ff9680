import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLError {
  message: string;
  path?: string[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors?: GraphQLError[];
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

/**
 * POSTs one operation to /graphql over real HTTP. A typed document (graphql() from tests/gql) types its variables
 * and result; plain text is only for queries the server must refuse (unknown fields, malformed syntax), so its
 * result is unknown.
 */
export async function postGraphQL<T, V>(
  baseUrl: string,
  query: TypedDocumentNode<T, V>,
  variables?: V,
  options?: RequestOptions,
): Promise<GraphQLResponse<T>>;
export async function postGraphQL(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<GraphQLResponse<unknown>>;
export async function postGraphQL<T, V>(
  baseUrl: string,
  query: string | TypedDocumentNode<T, V>,
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
  const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
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
export const errorCode = (response: { errors?: GraphQLError[] }) => response.errors?.[0]?.extensions?.code;
