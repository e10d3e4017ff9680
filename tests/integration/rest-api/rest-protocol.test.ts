import type { Context } from '../../../server/src/graphql/context';
import { SystemSettingsService } from '../../../server/src/features/system-settings';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectProblem, rest } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { PNG_BYTES } from '../../helpers/uploads';

// What REST adds around the operations: JSON 404s under /api, 405, ETag and 304, Idempotency-Key, uploads, CORS.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'tunde' });
});
afterAll(() => server.stop());

const postCount = async () => Number((await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM posts`))[0].n);

describe('unknown paths under /api', () => {
  it.each([
    ['GET', '/nope'],
    ['POST', '/nope/deeper'],
    ['GET', ''],
    ['DELETE', '/webhooks/123/deliveries'],
    ['GET', '/posts/1/comments'],
  ])('%s /api%s answers a JSON 404, never the web app', async (method, path) => {
    // As a browser asks for a page: still problem+json.
    const response = await rest(server, method, path, { headers: { accept: 'text/html' } });
    expectProblem(response, 404, 'NOT_FOUND', 'errors.notFound');
    expect(response.body.instance).toBe(`/api${path}`);
  });

  it('answers a method the path does not take with 405 and Allow', async () => {
    const post = await buildPost(server, creator);
    const response = await rest(server, 'PATCH', `/posts/${post.id}`, { token: creator.accessToken, json: {} });
    expectProblem(response, 405, 'METHOD_NOT_ALLOWED', 'restApi.methodNotAllowed');
    expect(response.headers.get('allow')).toBe('GET, DELETE, PUT, OPTIONS');
    expect(response.body.detail).toBe('This address does not accept PATCH requests.');
  });

  it('answers preflights for any origin (bearer tokens only, no cookies)', async () => {
    const response = await fetch(`${server.url}/api/posts`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 while the resource is unchanged, 200 with a new ETag once it changed', async () => {
    await buildPost(server, creator, 'First of the page');
    const first = await rest(server, 'GET', '/posts?author=tunde', { token: creator.accessToken });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await rest(server, 'GET', '/posts?author=tunde', {
      token: creator.accessToken,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
    await buildPost(server, creator, 'A newer one');
    const changed = await rest(server, 'GET', '/posts?author=tunde', {
      token: creator.accessToken,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('Idempotency-Key', () => {
  const create = (key: string, content: string, token = creator.accessToken) =>
    rest(server, 'POST', '/posts', { token, json: { content }, headers: { 'idempotency-key': key } });

  it('answers a retry with the same key and body with the first response, and posts once', async () => {
    const before = await postCount();
    const first = await create('retry-1', 'Posted once #idem');
    const again = await create('retry-1', 'Posted once #idem');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await postCount()).toBe(before + 1);
  });

  it('refuses the same key with another body (409); another caller has keys of their own', async () => {
    await create('retry-2', 'One body');
    const conflict = await create('retry-2', 'Another body');
    expectProblem(conflict, 409, 'CONFLICT', 'restApi.idempotencyKeyReused');
    const other = await buildUser(server);
    expect((await create('retry-2', 'Another body', other.accessToken)).status).toBe(201);
  });

  it('does not spend a key on a request refused before it runs, and refuses a malformed key', async () => {
    const refused = await create('retry-3', '   ');
    expectProblem(refused, 400, 'BAD_USER_INPUT', 'validation.contentRequired');
    expect((await create('retry-3', 'Fixed text')).status).toBe(201);
    expect((await create('retry-3', 'Fixed text')).headers.get('idempotent-replayed')).toBe('true');
    expectProblem(await create('has space', 'x'), 400, 'BAD_REQUEST', 'restApi.idempotencyKeyInvalid');
  });

  it('keeps the first answer in PostgreSQL (shared by every instance, kept across restarts)', async () => {
    const [row] = await server.kuza.deps.db.query(
      `SELECT response_status FROM rest_idempotency_keys WHERE user_id = $1 AND idempotency_key = 'retry-1'`,
      [creator.id],
    );
    expect(row.response_status).toBe(201);
  });
});

describe('uploads', () => {
  const form = (file: Blob, name: string, content = 'A picture #photo') => {
    const body = new FormData();
    body.append('content', content);
    body.append('mediaType', 'IMAGE');
    body.append('media', file, name);
    return body;
  };

  it('creates a post with its image (multipart/form-data), served under /media', async () => {
    const response = await rest(server, 'POST', '/posts', {
      token: creator.accessToken,
      form: form(new Blob([PNG_BYTES], { type: 'image/png' }), 'pixel.png'),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mediaType: 'IMAGE', hashtags: ['photo'] });
    const media = await fetch(`${server.url}${response.body.mediaUrl as string}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a file that is not what its name says, with the GraphQL message', async () => {
    const response = await rest(server, 'POST', '/posts', {
      token: creator.accessToken,
      form: form(new Blob([Buffer.from('not a png at all')], { type: 'image/png' }), 'fake.png'),
    });
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'content.mediaContentMismatch');
  });

  it('an upload without a caption gets the kind’s own message', async () => {
    const response = await rest(server, 'POST', '/posts', {
      token: creator.accessToken,
      form: form(new Blob([PNG_BYTES], { type: 'image/png' }), 'pixel.png', ''),
    });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('content');
  });

  it('a cross-site form upload carries no bearer token: refused as anonymous', async () => {
    const response = await rest(server, 'POST', '/posts', {
      form: form(new Blob([PNG_BYTES], { type: 'image/png' }), 'pixel.png'),
    });
    expectProblem(response, 401, 'UNAUTHENTICATED');
  });
});

it('serves the OpenAPI document', async () => {
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/posts', '/posts/{id}', '/auth/login', '/analytics/earnings']),
  );
});

it('holds writes to maintenance mode as GraphQL does: signing in stays open', async () => {
  const settings = server.kuza.deps.services.get(SystemSettingsService);
  const adminCtx = { viewer: { id: creator.id } } as Context;
  await settings.update(adminCtx, { maintenanceMode: true });
  try {
    const refused = await rest(server, 'POST', '/posts', { token: creator.accessToken, json: { content: 'Now?' } });
    expectProblem(refused, 503, 'SERVICE_UNAVAILABLE', 'platform.underMaintenance');
    expect((await rest(server, 'GET', '/posts', { token: creator.accessToken })).status).toBe(200);
    const login = await rest(server, 'POST', '/auth/login', {
      json: { email: creator.email, password: creator.password },
    });
    expect(login.status).toBe(200);
  } finally {
    await settings.update(adminCtx, { maintenanceMode: false });
  }
});
