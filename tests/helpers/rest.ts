import type { TestServer } from './test-server';

/** A REST answer: the parsed JSON body (null when empty) and its headers. */
export interface RestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  contentType: string;
  body: T;
}

export interface RestOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One request to /api over real HTTP, as an API consumer sends it (bearer token, JSON). */
export async function rest<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  options: RestOptions = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    contentType,
    body: (text && contentType.includes('json') ? JSON.parse(text) : text || null) as T,
  };
}

/**
 * Gives an API key exactly these scopes, where keys have scopes (the `api_keys.scopes` column of the keys work of
 * issue 34). Before that column exists a key has none, and every scoped operation refuses it: the tests that use
 * this helper to take a scope away hold either way.
 */
export async function setKeyScopes(server: TestServer, apiKeyId: string, scopes: string[]): Promise<void> {
  const [column] = await server.kuza.deps.db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'api_keys' AND column_name = 'scopes'`,
  );
  if (column) await server.kuza.deps.db.query(`UPDATE api_keys SET scopes = $2 WHERE id = $1`, [apiKeyId, scopes]);
}

/** The RFC 9457 shape every REST error has, with the GraphQL error's code and message id. */
export function expectProblem(response: RestResponse, status: number, code: string, messageId?: string): void {
  expect(response.contentType).toMatch(/^application\/problem\+json/);
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ type: 'about:blank', status, code });
  expect(typeof response.body.title).toBe('string');
  expect(typeof response.body.detail).toBe('string');
  if (messageId) expect(response.body.messageId).toBe(messageId);
}
