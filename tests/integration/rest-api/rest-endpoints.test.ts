import { randomUUID } from 'node:crypto';
import { buildApiKey, setRequestsThisHour, type TestApiKey } from '../../helpers/api-keys';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectProblem, rest, setKeyScopes, type RestOptions } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Every REST endpoint: its success, a validation error, 401, 403 (a key without the endpoint's scope), 404 where
// there is a resource, and 429 (the key's hourly quota), each answered as RFC 9457 problem details with the codes
// and message ids GraphQL uses.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;
let admin: TestUser;
let postId: string;
beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'amara' });
  admin = await buildUser(server, { roles: ['ADMIN'] });
  postId = (await buildPost(server, creator, 'Nairobi nights #kuza')).id;
});
afterAll(() => server.stop());

type Scope = 'READ' | 'WRITE' | 'ANALYTICS' | 'EARNINGS';
const ALL_SCOPES = ['READ', 'WRITE', 'ANALYTICS', 'EARNINGS', 'WEBHOOKS'];

interface Endpoint {
  method: string;
  path: () => string;
  scope: Scope | null;
  signedIn: boolean;
  options?: () => RestOptions;
}

const ENDPOINTS: Record<string, Endpoint> = {
  listPosts: { method: 'GET', path: () => '/posts', scope: 'READ', signedIn: false },
  createPost: {
    method: 'POST',
    path: () => '/posts',
    scope: 'WRITE',
    signedIn: true,
    options: () => ({ json: { content: 'Hi' } }),
  },
  getPost: { method: 'GET', path: () => `/posts/${postId}`, scope: 'READ', signedIn: false },
  deletePost: { method: 'DELETE', path: () => `/posts/${randomUUID()}`, scope: 'WRITE', signedIn: true },
  getProfile: { method: 'GET', path: () => '/profiles/amara', scope: 'READ', signedIn: false },
  listHashtagPosts: { method: 'GET', path: () => '/hashtags/kuza/posts', scope: 'READ', signedIn: false },
  login: {
    method: 'POST',
    path: () => '/auth/login',
    scope: null,
    signedIn: false,
    options: () => ({ json: { email: creator.email, password: creator.password } }),
  },
  refreshSession: {
    method: 'POST',
    path: () => '/auth/refresh',
    scope: null,
    signedIn: false,
    options: () => ({ json: { refreshToken: 'unknown' } }),
  },
  logout: { method: 'POST', path: () => '/auth/logout', scope: null, signedIn: true },
  getViews: { method: 'GET', path: () => '/analytics/views', scope: 'ANALYTICS', signedIn: true },
  getEarnings: {
    method: 'GET',
    path: () => '/analytics/earnings?from=2026-01-01&to=2026-01-31',
    scope: 'EARNINGS',
    signedIn: true,
  },
  getAudience: { method: 'GET', path: () => '/analytics/audience', scope: 'ANALYTICS', signedIn: true },
};

const call = (name: string, extra: RestOptions = {}) => {
  const endpoint = ENDPOINTS[name];
  return rest(server, endpoint.method, endpoint.path(), { ...endpoint.options?.(), ...extra });
};

describe('success', () => {
  it('lists posts newest first in cursor pages linked by the Link header', async () => {
    await buildPost(server, creator, 'Second #kuza');
    const first = await rest(server, 'GET', '/posts?first=1', { token: creator.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([expect.objectContaining({ content: 'Second #kuza', hashtags: ['kuza'] })]);
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<\/api\/posts\?first=1&after=[^>]+>; rel="next"$/);
    const next = await rest(server, 'GET', link.slice('</api'.length, link.indexOf('>')));
    expect(next.body.data).toEqual([expect.objectContaining({ id: postId })]);
  });

  it('creates a post whose hashtags are linked, with its Location', async () => {
    const created = await rest(server, 'POST', '/posts', {
      token: creator.accessToken,
      json: { content: 'Hello from the REST API #Lagos' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/posts/${created.body.id}`);
    expect(created.body).toMatchObject({
      content: 'Hello from the REST API #Lagos',
      hashtags: ['lagos'],
      author: { username: 'amara' },
      likesCount: 0,
    });
    const read = await rest(server, 'GET', `/posts/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('reads one post, a profile and a hashtag page', async () => {
    const post = await rest(server, 'GET', `/posts/${postId}`);
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ id: postId, content: 'Nairobi nights #kuza', author: { username: 'amara' } });
    const profile = await rest(server, 'GET', '/profiles/AMARA');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ username: 'amara', followersCount: 0 });
    const tag = await rest(server, 'GET', '/hashtags/%23KUZA/posts?first=1');
    expect(tag.status).toBe(200);
    expect(tag.body.data).toEqual([expect.objectContaining({ content: 'Second #kuza' })]);
    expect(tag.headers.get('link')).toMatch(/^<\/api\/hashtags\/%23KUZA\/posts\?first=1&after=/);
  });

  it("deletes the caller's post; someone else's is refused (403, as in GraphQL)", async () => {
    const post = await buildPost(server, creator, 'Short-lived');
    const reader = await buildUser(server);
    expectProblem(
      await rest(server, 'DELETE', `/posts/${post.id}`, { token: reader.accessToken }),
      403,
      'FORBIDDEN',
      'content.notYourPost',
    );
    const deleted = await rest(server, 'DELETE', `/posts/${post.id}`, { token: creator.accessToken });
    expect(deleted.status).toBe(204);
    expectProblem(await rest(server, 'GET', `/posts/${post.id}`), 404, 'NOT_FOUND', 'content.postNotFound');
  });

  it('signs in, rotates the refresh token once, and signs out', async () => {
    const login = await call('login');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { id: creator.id, email: creator.email } });
    const { refreshToken } = login.body as { refreshToken: string };
    const refreshed = await rest(server, 'POST', '/auth/refresh', { json: { refreshToken } });
    expect(refreshed.status).toBe(200);
    const fresh = (refreshed.body as { accessToken: string }).accessToken;
    expect((await rest(server, 'POST', '/auth/logout', { token: fresh })).status).toBe(204);
    expectProblem(
      await rest(server, 'GET', '/analytics/views', { token: fresh }),
      401,
      'UNAUTHENTICATED',
      'session.sessionExpired',
    );
    // A refresh token works once (GraphQL's refreshSession rule).
    expectProblem(await rest(server, 'POST', '/auth/refresh', { json: { refreshToken } }), 401, 'UNAUTHENTICATED');
  });

  it("answers the caller's views, earnings and audience", async () => {
    const views = await rest(server, 'GET', '/analytics/views?days=7&top=2', { token: creator.accessToken });
    expect(views.status).toBe(200);
    expect(views.body.daily).toHaveLength(7);
    expect(views.body.posts).toBeGreaterThanOrEqual(2);
    const earnings = await rest(server, 'GET', '/analytics/earnings?from=2026-01-01&to=2026-01-31', {
      token: creator.accessToken,
    });
    expect(earnings.status).toBe(200);
    expect(earnings.body).toEqual({ from: '2026-01-01', to: '2026-01-31', total: [], bySource: [], byDay: [] });
    const audience = await rest(server, 'GET', '/analytics/audience', { token: creator.accessToken });
    expect(audience.status).toBe(200);
    expect(audience.body).toEqual({
      summary: { countries: 0, cities: 0, totalImpressions: 0, totalClicks: 0 },
      locations: [],
    });
  });
});

describe('validation errors (BAD_USER_INPUT, the rule of common/ that GraphQL uses)', () => {
  const token = () => creator.accessToken;
  it.each([
    ['listPosts', 'GET', '/posts?first=0', undefined, 'first', 'content.listSizeRange'],
    ['createPost', 'POST', '/posts', { content: '   ' }, 'content', 'validation.contentRequired'],
    ['listHashtagPosts', 'GET', '/hashtags/kuza/posts?first=500', undefined, 'first', 'content.listSizeRange'],
    [
      'login',
      'POST',
      '/auth/login',
      { email: 'not-an-email', password: 'secret123' },
      'email',
      'validation.invalidEmail',
    ],
    ['refreshSession', 'POST', '/auth/refresh', { refreshToken: 42 }, 'refreshToken', 'errors.invalidInput'],
    ['getViews', 'GET', '/analytics/views?days=500', undefined, 'days', 'analytics.days'],
    [
      'getEarnings',
      'GET',
      '/analytics/earnings?from=2026-02-01&to=2026-01-01',
      undefined,
      'period',
      'wallet.periodInvalid',
    ],
    [
      'getEarnings (a date)',
      'GET',
      '/analytics/earnings?from=soon&to=2026-01-01',
      undefined,
      'from',
      'errors.invalidInput',
    ],
    ['getAudience', 'GET', '/analytics/audience?limit=0', undefined, 'limit', 'content.limitRange'],
  ])('%s', async (_name, method, path, json, field, messageId) => {
    const response = await rest(server, method, path, { token: token(), json });
    expectProblem(response, 400, 'BAD_USER_INPUT', messageId);
    expect(response.body.field).toBe(field);
  });

  it('refuses a body that is not JSON (415), so no cross-site form can post one', async () => {
    const response = await rest(server, 'POST', '/auth/login', {
      headers: { 'content-type': 'text/plain' },
      json: { email: creator.email, password: creator.password },
    });
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'restApi.jsonRequired');
  });

  it('refuses malformed JSON as GraphQL does', async () => {
    const response = await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.accessToken}` },
      body: '{"content": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', messageId: 'errors.invalidJson' });
  });
});

describe('401', () => {
  it.each(Object.keys(ENDPOINTS))('%s: a bearer that is no key nor token', async (name) => {
    expectProblem(await call(name, { token: 'not-a-key' }), 401, 'UNAUTHENTICATED', 'session.invalidApiKey');
  });

  it.each(Object.keys(ENDPOINTS).filter((name) => ENDPOINTS[name].signedIn))('%s: anonymous', async (name) => {
    expectProblem(await call(name), 401, 'UNAUTHENTICATED', 'errors.unauthenticated');
  });

  it('login: a wrong password', async () => {
    const response = await rest(server, 'POST', '/auth/login', {
      json: { email: creator.email, password: 'wrong-password' },
    });
    expectProblem(response, 401, 'UNAUTHENTICATED', 'validation.invalidCredentials');
  });
});

describe('403', () => {
  let key: TestApiKey;
  beforeAll(async () => {
    key = await buildApiKey(server, admin.accessToken);
  });

  it.each(Object.keys(ENDPOINTS).filter((name) => ENDPOINTS[name].scope))(
    '%s: an API key without its scope',
    async (name) => {
      const scope = ENDPOINTS[name].scope!;
      await setKeyScopes(
        server,
        key.id,
        ALL_SCOPES.filter((other) => other !== scope),
      );
      const response = await call(name, { token: key.secret });
      expectProblem(response, 403, 'FORBIDDEN', 'apiKey.missingScope');
      expect(response.body.params).toEqual({ scope });
      expect(response.body.detail).toBe(`This API key lacks the ${scope} scope.`);
    },
  );

  it("a suspended owner's key is refused with 403, not 500", async () => {
    const suspendedKey = await buildApiKey(server, admin.accessToken);
    const owner = await buildUser(server, { roles: ['ADMIN'] });
    await server.kuza.deps.db.query(`UPDATE api_keys SET user_id = $2 WHERE id = $1`, [suspendedKey.id, owner.id]);
    await server.kuza.deps.db.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [owner.id]);
    expectProblem(
      await rest(server, 'GET', `/posts/${postId}`, { token: suspendedKey.secret }),
      403,
      'FORBIDDEN',
      'platform.accountSuspended',
    );
  });
});

describe('404', () => {
  it.each([
    ['getPost', 'GET', () => `/posts/${randomUUID()}`, 'content.postNotFound'],
    ['getPost (not an id)', 'GET', () => '/posts/nope', 'content.postNotFound'],
    ['deletePost', 'DELETE', () => `/posts/${randomUUID()}`, 'content.postNotFound'],
    ['getProfile', 'GET', () => '/profiles/nobody_here', 'content.userNotFound'],
    ['listHashtagPosts', 'GET', () => '/hashtags/neverused/posts', 'restApi.hashtagNotFound'],
  ])('%s', async (_name, method, path, messageId) => {
    expectProblem(await rest(server, method, path(), { token: creator.accessToken }), 404, 'NOT_FOUND', messageId);
  });
});

describe('429', () => {
  it.each(Object.keys(ENDPOINTS))('%s: an API key past its hourly quota', async (name) => {
    const key = await buildApiKey(server, admin.accessToken, { tier: 'FREE' });
    await setRequestsThisHour(server, key.id, 1000);
    const response = await call(name, { token: key.secret });
    expectProblem(response, 429, 'RATE_LIMITED', 'errors.quotaExceeded');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(response.body.retryAfter).toBe(Number(response.headers.get('retry-after')));
    expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('login: the sign-in limit per address, as GraphQL signIn', async () => {
    await call('login');
    await server.kuza.deps.db.query(
      `UPDATE rate_limit_buckets SET tokens = 0, updated_at = clock_timestamp() WHERE key LIKE 'signin:%'`,
    );
    const response = await call('login');
    expectProblem(response, 429, 'RATE_LIMITED', 'errors.rateLimited');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await server.kuza.deps.db.query(`DELETE FROM rate_limit_buckets WHERE key LIKE 'signin:%'`);
  });

  it('a keyed answer carries the X-RateLimit-* headers', async () => {
    const key = await buildApiKey(server, admin.accessToken, { tier: 'FREE' });
    const response = await rest(server, 'GET', `/posts/${postId}`, { token: key.secret });
    expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('999');
  });
});
