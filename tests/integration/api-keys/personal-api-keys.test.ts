import { persistentSocket, wsRequest } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

const CREATE = graphql(`
  mutation PersonalKeyCreate($input: CreatePersonalApiKeyInput!) {
    createPersonalApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        scopes
        tier
        kind
      }
    }
  }
`);
const LIST = graphql(`
  query PersonalKeyList {
    personalApiKeys {
      id
      name
      scopes
      tier
    }
  }
`);
const DELETE = graphql(`
  mutation PersonalKeyDelete($id: ID!) {
    deletePersonalApiKey(id: $id)
  }
`);
const ME = graphql(`
  query PersonalKeyMe {
    me {
      id
    }
  }
`);
const CREATE_POST = graphql(`
  mutation PersonalKeyCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterAll(() => server.stop());

async function createKey(user: TestUser, scopes: Array<'READ' | 'WRITE' | 'ANALYTICS' | 'EARNINGS' | 'WEBHOOKS'>) {
  const response = await server.gql(CREATE, { input: { name: 'My script', scopes } }, { token: user.accessToken });
  expect(response.errors).toBeUndefined();
  return response.data!.createPersonalApiKey;
}

it('any signed-in user creates, lists and deletes keys of their own, acting as them within the scopes', async () => {
  const creator = await buildUser(server);
  const { secret, apiKey } = await createKey(creator, ['WRITE', 'READ']);
  expect(apiKey).toMatchObject({ name: 'My script', scopes: ['READ', 'WRITE'], tier: 'FREE', kind: 'API' });
  expect((await server.gql(ME, {}, { token: secret })).data).toEqual({ me: { id: creator.id } });
  expect(
    (await server.gql(CREATE_POST, { input: { content: 'From my script' } }, { token: secret })).errors,
  ).toBeUndefined();
  const listed = await server.gql(LIST, {}, { token: creator.accessToken });
  expect(listed.data!.personalApiKeys).toEqual([
    { id: apiKey.id, name: 'My script', scopes: ['READ', 'WRITE'], tier: 'FREE' },
  ]);

  // Someone else's key is not theirs to see or delete.
  const other = await buildUser(server);
  expect((await server.gql(LIST, {}, { token: other.accessToken })).data!.personalApiKeys).toEqual([]);
  expect(errorCode(await server.gql(DELETE, { id: apiKey.id }, { token: other.accessToken }))).toBe('NOT_FOUND');

  expect((await server.gql(DELETE, { id: apiKey.id }, { token: creator.accessToken })).data).toEqual({
    deletePersonalApiKey: true,
  });
  expect(errorCode(await server.gql(ME, {}, { token: secret }))).toBe('UNAUTHENTICATED');
});

it('a read-only key is refused a write with 403 naming WRITE, and never manages keys', async () => {
  const creator = await buildUser(server);
  const { secret } = await createKey(creator, ['READ']);
  const refused = await server.gql(CREATE_POST, { input: { content: 'Nope' } }, { token: secret });
  expect(refused.status).toBe(403);
  expect(refused.errors![0].message).toBe('This API key lacks the WRITE scope.');
  expect(refused.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', params: { scope: 'WRITE' } });
  const minted = await server.gql(CREATE, { input: { name: 'Escalate', scopes: ['WRITE'] } }, { token: secret });
  expect(minted.status).toBe(403);
  expect(minted.errors![0].extensions?.messageId).toBe('apiKey.notWithApiKey');
});

it('needs a confirmed e-mail, a name and at least one scope', async () => {
  const unconfirmed = await buildUser(server, { emailConfirmed: false });
  const response = await server.gql(
    CREATE,
    { input: { name: 'Too early', scopes: ['READ'] } },
    { token: unconfirmed.accessToken },
  );
  expect(errorCode(response)).toBe('FORBIDDEN');
  const creator = await buildUser(server);
  const none = await server.gql(CREATE, { input: { name: 'Empty', scopes: [] } }, { token: creator.accessToken });
  expect(none.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scopes' });
});

it("an admin changes a key's tier, and the new quota applies at once", async () => {
  const creator = await buildUser(server);
  const { secret, apiKey } = await createKey(creator, ['READ']);
  expect((await server.gql(ME, {}, { token: secret })).headers.get('x-ratelimit-limit')).toBe('1000');
  const changed = await server.gql(
    graphql(`
      mutation PersonalKeySetTier($id: ID!, $tier: ApiKeyTier!) {
        setApiKeyTier(id: $id, tier: $tier) {
          id
          tier
          requestsPerHour
        }
      }
    `),
    { id: apiKey.id, tier: 'PRO' },
    { token: admin.accessToken },
  );
  expect(changed.data!.setApiKeyTier).toEqual({ id: apiKey.id, tier: 'PRO', requestsPerHour: 10000 });
  expect((await server.gql(ME, {}, { token: secret })).headers.get('x-ratelimit-limit')).toBe('10000');
});

it("a partner key reads payout status and nothing of its admin's power", async () => {
  const generated = await server.gql(
    graphql(`
      mutation PersonalKeyPartner($input: GenerateApiKeyInput!) {
        generateApiKey(input: $input) {
          secret
          apiKey {
            scopes
          }
        }
      }
    `),
    { input: { name: 'Paystack', kind: 'PAYMENT_GATEWAY', scopes: ['READ', 'WRITE', 'EARNINGS'] } },
    { token: admin.accessToken },
  );
  const { secret, apiKey } = generated.data!.generateApiKey;
  expect(apiKey.scopes).toEqual(['READ', 'EARNINGS']);
  const status = await server.gql(
    graphql(`
      query PersonalKeyGatewayStatus {
        paymentGatewayStatus {
          __typename
        }
      }
    `),
    {},
    { token: secret },
  );
  expect(status.errors).toBeUndefined();
  const stats = await server.gql(
    graphql(`
      query PersonalKeyUserStats {
        userStats {
          totalUsers
        }
      }
    `),
    {},
    { token: secret },
  );
  expect(stats.status).toBe(403);
  expect(stats.errors![0].extensions?.messageId).toBe('apiKey.notForPartnerKey');
});

it("a suspended account's key is refused with 403 over HTTP and WebSocket", async () => {
  const creator = await buildUser(server);
  const { secret } = await createKey(creator, ['READ']);
  const suspended = await server.gql(
    graphql(`
      mutation PersonalKeySuspend($id: ID!) {
        suspendUser(userId: $id, reason: "Spam") {
          id
        }
      }
    `),
    { id: creator.id },
    { token: admin.accessToken },
  );
  expect(suspended.errors).toBeUndefined();
  const http = await server.gql(ME, {}, { token: secret });
  expect(http.status).toBe(403);
  expect(errorCode(http)).toBe('FORBIDDEN');
  const socket = persistentSocket(server, secret);
  try {
    await expect(wsRequest(socket, ME)).rejects.toThrow('WebSocket closed: 4403 Forbidden');
  } finally {
    await socket.dispose();
  }
});
