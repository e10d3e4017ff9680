import { buildApiKey } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { rest, setKeyScopes } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// /api/webhooks: the same endpoints, rules and scope as GraphQL's webhook operations, over REST.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'hooked_amara' });
});
afterAll(() => server.stop());

const endpoint = { url: 'http://127.0.0.1:9/kuza', events: ['post.created', 'tip.received'], description: 'Mine' };

it('registers, lists and deletes an endpoint; the secret is shown once', async () => {
  const token = creator.accessToken;
  const created = await rest<{ endpoint: { id: string; url: string; events: string[] }; secret: string }>(
    server,
    'POST',
    '/webhooks',
    { token, json: endpoint },
  );
  expect(created.status).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_/);
  expect(created.body.endpoint).toMatchObject({ url: endpoint.url, events: endpoint.events });
  expect(created.headers.get('location')).toBe(`/api/webhooks/${created.body.endpoint.id}`);

  const listed = await rest<{ data: Array<Record<string, unknown>> }>(server, 'GET', '/webhooks', { token });
  expect(listed.status).toBe(200);
  expect(listed.body.data.map((e) => e.id)).toEqual([created.body.endpoint.id]);
  expect(JSON.stringify(listed.body)).not.toContain('whsec_');

  expect((await rest(server, 'DELETE', `/webhooks/${created.body.endpoint.id}`, { token })).status).toBe(204);
  expect((await rest<{ data: unknown[] }>(server, 'GET', '/webhooks', { token })).body.data).toEqual([]);
  const again = await rest(server, 'DELETE', `/webhooks/${created.body.endpoint.id}`, { token });
  expect(again.status).toBe(404);
});

it("refuses bad input, anonymous callers, a key without WEBHOOKS and someone else's endpoint", async () => {
  const token = creator.accessToken;
  const bad = await rest(server, 'POST', '/webhooks', { token, json: { url: 'ftp://x', events: ['post.created'] } });
  expect(bad.status).toBe(400);
  expect(bad.contentType).toContain('application/problem+json');
  expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'webhook.urlInvalid' });

  expect((await rest(server, 'GET', '/webhooks')).status).toBe(401);

  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const key = await buildApiKey(server, admin.accessToken);
  await setKeyScopes(server, key.id, ['READ', 'WRITE']);
  const scoped = await rest(server, 'GET', '/webhooks', { token: key.secret });
  expect(scoped.status).toBe(403);
  expect(scoped.body).toMatchObject({ code: 'FORBIDDEN', messageId: 'apiKey.missingScope' });

  const mine = await rest<{ endpoint: { id: string } }>(server, 'POST', '/webhooks', { token, json: endpoint });
  const other = await buildUser(server);
  const theirs = await rest(server, 'DELETE', `/webhooks/${mine.body.endpoint.id}`, { token: other.accessToken });
  expect(theirs.status).toBe(404);
  expect((await rest<{ data: unknown[] }>(server, 'GET', '/webhooks', { token })).body.data).toHaveLength(1);
});
