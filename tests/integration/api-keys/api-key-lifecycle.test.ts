import { API_KEY_PATTERN, isWellFormedApiKey, maskApiKeyForDialog, maskApiKeyForIntegration } from '@kuza/common';
import { buildApiKey, GENERATE_API_KEY } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { GenerateApiKeyInput } from '../../gql/graphql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterAll(() => server.stop());

const ME = graphql(`
  query ApiKeyLifecycleMe {
    me {
      id
      username
      roles
    }
  }
`);
const API_KEYS = graphql(`
  query ApiKeys($kind: ApiKeyKind) {
    apiKeys(kind: $kind) {
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
      createdBy {
        username
      }
    }
  }
`);
const DELETE = graphql(`
  mutation DeleteApiKey($id: ID!) {
    deleteApiKey(id: $id)
  }
`);

const generate = (input: GenerateApiKeyInput) => server.gql(GENERATE_API_KEY, { input }, { token: admin.accessToken });

it('generates a key with the recognisable prefix and a valid checksum, shown once in full', async () => {
  const response = await generate({
    name: '  Partner app  ',
    description: '  For the Lagos pilot ',
    tier: 'PRO',
    kind: 'API',
  });
  expect(response.errors).toBeUndefined();
  const { secret, apiKey } = response.data!.generateApiKey;
  expect(secret).toMatch(API_KEY_PATTERN);
  expect(isWellFormedApiKey(secret)).toBe(true);
  // A single changed character breaks the checksum, so scanners can tell real keys from look-alikes.
  const tampered = secret.slice(0, 20) + (secret[20] === 'a' ? 'b' : 'a') + secret.slice(21);
  expect(isWellFormedApiKey(tampered)).toBe(false);
  expect(apiKey).toMatchObject({
    name: 'Partner app',
    description: 'For the Lagos pilot',
    prefix: secret.slice(0, 12),
    lastFour: secret.slice(-4),
    isActive: true,
    tier: 'PRO',
    kind: 'API',
    lastUsedAt: null,
    requestsPerHour: 10000,
  });
  expect(maskApiKeyForDialog(apiKey)).toBe(`${secret.slice(0, 12)}${'•'.repeat(24)}${secret.slice(-4)}`);
  expect(maskApiKeyForIntegration(apiKey)).toBe(`${secret.slice(0, 8)}...${secret.slice(-4)}`);

  const listed = await server.gql(API_KEYS, {}, { token: admin.accessToken });
  const row = listed.data!.apiKeys.find((key) => key.id === apiKey.id);
  expect(row).toMatchObject({ name: 'Partner app', createdBy: { username: admin.username } });
  expect(JSON.stringify(listed)).not.toContain(secret.slice(12, -4));
});

it('requires a trimmed name, with the message of the screen the key is generated on', async () => {
  const dialog = await generate({ name: '   ', kind: 'API' });
  expect(dialog.errors?.[0]).toMatchObject({
    message: 'Please enter a name for the API key',
    extensions: { code: 'BAD_USER_INPUT', field: 'name' },
  });
  const integration = await generate({ name: '', kind: 'PAYMENT_GATEWAY' });
  expect(integration.errors?.[0]).toMatchObject({
    message: 'API Key Name is required',
    extensions: { code: 'BAD_USER_INPUT', field: 'name' },
  });
});

it('stores an empty description as null, defaults to a FREE API key, and lists keys by kind', async () => {
  const plain = await generate({ name: 'Script', description: '   ' });
  expect(plain.data!.generateApiKey.apiKey).toMatchObject({
    description: null,
    tier: 'FREE',
    kind: 'API',
    requestsPerHour: 1000,
  });
  const gateway = await generate({ name: 'Paystack', kind: 'PAYMENT_GATEWAY', tier: 'ENTERPRISE' });
  expect(gateway.data!.generateApiKey.apiKey).toMatchObject({ kind: 'PAYMENT_GATEWAY', requestsPerHour: null });

  const gateways = await server.gql(API_KEYS, { kind: 'PAYMENT_GATEWAY' }, { token: admin.accessToken });
  expect(gateways.data!.apiKeys.map((k) => k.name)).toEqual(['Paystack']);
  const apis = await server.gql(API_KEYS, { kind: 'API' }, { token: admin.accessToken });
  expect(apis.data!.apiKeys.map((k) => k.kind)).not.toContain('PAYMENT_GATEWAY');
  // Newest first.
  const all = await server.gql(API_KEYS, {}, { token: admin.accessToken });
  expect(all.data!.apiKeys[0].name).toBe('Paystack');
});

it('lives through generate → use → lastUsedAt → delete → refused at once', async () => {
  const key = await buildApiKey(server, admin.accessToken, { name: 'Lifecycle' });

  const used = await server.gql(ME, {}, { token: key.secret });
  expect(used.status).toBe(200);
  expect(used.data!.me).toEqual({ id: admin.id, username: admin.username, roles: ['ADMIN', 'USER'] });
  expect(used.headers.get('x-ratelimit-limit')).toBe('1000');
  expect(used.headers.get('x-ratelimit-remaining')).toBe('999');

  const listed = await server.gql(API_KEYS, {}, { token: admin.accessToken });
  const row = listed.data!.apiKeys.find((k) => k.id === key.id);
  expect(row!.lastUsedAt).not.toBeNull();
  expect(Math.abs(Date.parse(row!.lastUsedAt!) - Date.now())).toBeLessThan(60_000);

  // lastUsedAt is written at most once a minute, however busy the key is.
  const [before] = await server.kuza.deps.db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [key.id]);
  await server.gql(ME, {}, { token: key.secret });
  const [after] = await server.kuza.deps.db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [key.id]);
  expect(after.last_used_at).toEqual(before.last_used_at);

  const deleted = await server.gql(DELETE, { id: key.id }, { token: admin.accessToken });
  expect(deleted.data).toEqual({ deleteApiKey: true });

  const refused = await server.gql(ME, {}, { token: key.secret });
  expect(refused.status).toBe(401);
  expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } });
  const afterList = await server.gql(API_KEYS, {}, { token: admin.accessToken });
  expect(afterList.data!.apiKeys.map((k) => k.id)).not.toContain(key.id);

  const again = await server.gql(DELETE, { id: key.id }, { token: admin.accessToken });
  expect(errorCode(again)).toBe('NOT_FOUND');
  expect(errorCode(await server.gql(DELETE, { id: 'not-a-uuid' }, { token: admin.accessToken }))).toBe('NOT_FOUND');
});

it('refuses unknown and malformed keys alike, without touching the quota of any key', async () => {
  const key = await buildApiKey(server, admin.accessToken);
  const random = key.secret.slice(10, 42);
  for (const bad of [
    'kuza_live_nope',
    `${key.secret.slice(0, -1)}x`,
    `kuza_live_${random.split('').reverse().join('')}000000`,
  ]) {
    const response = await server.gql(ME, {}, { token: bad });
    expect(response.status).toBe(401);
    expect(response.errors?.[0]).toMatchObject({ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } });
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
  }
});

it('keeps no plaintext key anywhere in the database: only its hash, prefix and last four', async () => {
  const key = await buildApiKey(server, admin.accessToken, { name: 'Secret keeper' });
  await server.gql(ME, {}, { token: key.secret });
  const secretBody = key.secret.slice(12, -4); // the part that is never shown
  const { db } = server.kuza.deps;
  const tables: Array<{ table_name: string }> = await db.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['api_keys', 'api_key_usage', 'users']));
  for (const { table_name } of tables) {
    // A whole row as text covers every column of every type.
    const [found] = await db.query(
      `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text LIKE $1 OR t::text LIKE $2`,
      [`%${key.secret}%`, `%${secretBody}%`],
    );
    expect({ table: table_name, rows: found.n }).toEqual({ table: table_name, rows: 0 });
  }
  const [stored] = await db.query(`SELECT key_hash, prefix, last_four FROM api_keys WHERE id = $1`, [key.id]);
  expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.prefix).toBe(key.secret.slice(0, 12));
  expect(stored.last_four).toBe(key.secret.slice(-4));
});
