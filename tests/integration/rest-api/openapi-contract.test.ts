import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildApiKey, setRequestsThisHour } from '../../helpers/api-keys';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { rest, setKeyScopes, type RestOptions, type RestResponse } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { PNG_BYTES } from '../../helpers/uploads';

// The contract: every real answer of every endpoint (successes and refusals) is one the OpenAPI document at
// /api/openapi.json declares for that operation and status, and its body validates against the declared schema.
jest.setTimeout(60_000);

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let creator: TestUser;
let document: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const checked = new Map<string, Set<number>>();

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'zanele' });
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
  ajv.addSchema(document as object, 'openapi.json');
});
afterAll(() => server.stop());

/** The documented operation of a request (path templates matched segment by segment). */
function operationOf(method: string, path: string): { template: string; operation: Operation } {
  const segments = path.split('?')[0].split('/');
  for (const [template, operations] of Object.entries(document.paths)) {
    const parts = template.split('/');
    const matches =
      parts.length === segments.length && parts.every((part, i) => part.startsWith('{') || part === segments[i]);
    if (matches && operations[method.toLowerCase()]) return { template, operation: operations[method.toLowerCase()] };
  }
  throw new Error(`${method} ${path} is not in the document`);
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Sends a request and checks its answer against the document. */
async function conform(method: string, path: string, options: RestOptions = {}): Promise<RestResponse> {
  const response = await rest(server, method, path, options);
  const { template, operation } = operationOf(method, path);
  const declared = operation.responses[String(response.status)];
  expect({ operation: operation.operationId, status: response.status, declared: Boolean(declared) }).toEqual({
    operation: operation.operationId,
    status: response.status,
    declared: true,
  });
  const mediaType = response.contentType.split(';')[0];
  if (declared.content) {
    expect(Object.keys(declared.content)).toContain(mediaType);
    const validate = ajv.getSchema(
      `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(response.status), 'content', mediaType, 'schema')}`,
    )!;
    const valid = validate(response.body);
    expect({ operation: operation.operationId, status: response.status, errors: validate.errors ?? null }).toEqual({
      operation: operation.operationId,
      status: response.status,
      errors: null,
    });
    expect(valid).toBe(true);
  } else {
    expect(response.body).toBeNull();
  }
  const statuses = checked.get(operation.operationId) ?? new Set<number>();
  checked.set(operation.operationId, statuses.add(response.status));
  return response;
}

it('is an OpenAPI 3.1 document whose schemas compile', () => {
  expect(document.openapi).toBe('3.1.0');
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const mediaType of Object.keys(response.content ?? {})) {
          const ref = `openapi.json#/${pointer('paths', template, method, 'responses', status, 'content', mediaType, 'schema')}`;
          expect(ajv.getSchema(ref)).toBeDefined();
        }
      }
    }
  }
});

it('every endpoint answers as documented, successes and refusals alike', async () => {
  const token = creator.accessToken;
  await buildPost(server, creator, 'Johannesburg lines #design');
  await buildPost(server, creator, 'Another #design');
  // Posts
  const page = await conform('GET', '/posts?first=1', { token });
  await conform('GET', '/posts?first=0');
  const created = await conform('POST', '/posts', { token, json: { content: 'Contract #design' } });
  const id = created.body.id as string;
  const upload = new FormData();
  upload.append('content', 'With a picture');
  upload.append('media', new Blob([PNG_BYTES], { type: 'image/png' }), 'pixel.png');
  await conform('POST', '/posts', { token, form: upload });
  await conform('POST', '/posts', { token, json: { content: '' } });
  await conform('POST', '/posts', { json: { content: 'anonymous' } });
  await conform('POST', '/posts', { token, headers: { 'content-type': 'text/plain' }, json: { content: 'x' } });
  await conform('POST', '/posts', { token, json: { content: 'A' }, headers: { 'idempotency-key': 'k1' } });
  await conform('POST', '/posts', { token, json: { content: 'B' }, headers: { 'idempotency-key': 'k1' } });
  const etag = (await conform('GET', `/posts/${id}`)).headers.get('etag')!;
  await conform('GET', `/posts/${id}`, { headers: { 'if-none-match': etag } });
  await conform('GET', '/posts/00000000-0000-4000-8000-000000000000');
  const other = await buildUser(server);
  const edited = await conform('PUT', `/posts/${id}`, { token, json: { content: 'Contract, edited #design' } });
  expect(edited.body.content).toBe('Contract, edited #design');
  await conform('PUT', `/posts/${id}`, { token, json: { content: '' } });
  await conform('PUT', `/posts/${id}`, { token: other.accessToken, json: { content: 'Not mine' } });
  await conform('DELETE', `/posts/${id}`, { token: other.accessToken });
  await conform('DELETE', `/posts/${id}`, { token });
  await conform('DELETE', `/posts/${id}`, { token });
  expect(page.headers.get('link')).toContain('rel="next"');
  // Profiles and hashtags
  await conform('GET', '/profiles/zanele');
  await conform('GET', '/profiles/nobody_at_all');
  await conform('GET', '/hashtags/design/posts?first=1');
  await conform('GET', '/hashtags/design/posts?first=1000');
  await conform('GET', '/hashtags/unknowntag/posts');
  // Auth
  const login = await conform('POST', '/auth/login', { json: { email: creator.email, password: creator.password } });
  await conform('POST', '/auth/login', { json: { email: creator.email, password: 'wrong-password' } });
  await conform('POST', '/auth/login', { json: { email: 'nope', password: 'x' } });
  const session = login.body as { accessToken: string; refreshToken: string };
  const refreshed = await conform('POST', '/auth/refresh', { json: { refreshToken: session.refreshToken } });
  await conform('POST', '/auth/refresh', { json: { refreshToken: 7 } });
  await conform('POST', '/auth/logout', { token: (refreshed.body as { accessToken: string }).accessToken });
  await conform('POST', '/auth/logout');
  // Analytics
  await conform('GET', '/analytics/views?days=3', { token });
  await conform('GET', '/analytics/views?days=0', { token });
  await conform('GET', '/analytics/earnings?from=2026-01-01&to=2026-01-02', { token });
  await conform('GET', '/analytics/earnings?from=2026-01-02&to=2026-01-01', { token });
  await conform('GET', '/analytics/audience?limit=5', { token });
  await conform('GET', '/analytics/audience');
  // Webhooks
  const hook = await conform('POST', '/webhooks', {
    token,
    json: { url: 'http://127.0.0.1:9/kuza', events: ['post.created'], description: 'Contract' },
  });
  await conform('POST', '/webhooks', { token, json: { url: 'ftp://example.com', events: ['post.created'] } });
  await conform('GET', '/webhooks', { token });
  const hookId = (hook.body.endpoint as { id: string }).id;
  await conform('DELETE', `/webhooks/${hookId}`, { token });
  await conform('DELETE', `/webhooks/${hookId}`, { token });
  // Keys: without the scope (403), past the quota (429), and a bearer that is nothing (401)
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const key = await buildApiKey(server, admin.accessToken);
  await setKeyScopes(server, key.id, ['WEBHOOKS']);
  await conform('GET', '/analytics/earnings?from=2026-01-01&to=2026-01-02', { token: key.secret });
  await setRequestsThisHour(server, key.id, 1000);
  await conform('GET', '/posts', { token: key.secret });
  await conform('GET', '/posts', { token: 'nothing' });

  // Every documented operation was seen answering its success status.
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const success = Object.keys(operation.responses).find((status) => /^2/.test(status))!;
      expect({
        operation: operation.operationId,
        seen: checked.get(operation.operationId)?.has(Number(success)),
      }).toEqual({
        operation: operation.operationId,
        seen: true,
      });
    }
  }
});
