import { COMMUNITY_MESSAGES as M, CONTENT_MESSAGES, LIMITS, MONEY_MESSAGES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../../gql';
import type { SendCollabRequestInput } from '../../gql/graphql';

// Collab requests (spec §3-§4): sent to a creator, NEW until they open the details, then PENDING until they accept
// or decline; only they may do that. Real server and database.
jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

graphql(`
  fragment CollabRequestFields on CollabRequest {
    id
    type
    amount
    amountMoney {
      amountMinor
      currency
    }
    message
    status
    createdAt
    decidedAt
    from {
      username
    }
    to {
      username
    }
  }
`);
const SEND = graphql(`
  mutation CollabsSendCollabRequest($input: SendCollabRequestInput!) {
    sendCollabRequest(input: $input) {
      ...CollabRequestFields
    }
  }
`);
const OPEN = graphql(`
  mutation CollabsOpenCollabRequest($id: ID!) {
    openCollabRequest(id: $id) {
      id
      status
    }
  }
`);
const ACCEPT = graphql(`
  mutation CollabsAcceptCollabRequest($id: ID!) {
    acceptCollabRequest(id: $id) {
      id
      status
      decidedAt
    }
  }
`);
const DECLINE = graphql(`
  mutation CollabsDeclineCollabRequest($id: ID!) {
    declineCollabRequest(id: $id) {
      id
      status
      decidedAt
    }
  }
`);
const RECEIVED = graphql(`
  query CollabsReceivedCollabRequests($first: Int, $after: String) {
    receivedCollabRequests(first: $first, after: $after) {
      edges {
        node {
          ...CollabRequestFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const SENT = graphql(`
  query CollabsSentCollabRequests {
    sentCollabRequests {
      edges {
        node {
          id
          status
          to {
            username
          }
        }
      }
    }
  }
`);

type Input = SendCollabRequestInput;
const offer = (username: string, overrides: Partial<Input> = {}): Input => ({
  username,
  type: 'BRAND_DEAL',
  amount: 1500,
  message: 'Our Safari Sounds campaign needs your voice.',
  ...overrides,
});
const send = (user: TestUser, input: Input) => server.gql(SEND, { input }, { token: user.accessToken });
const act = <T>(user: TestUser, mutation: TypedDocumentNode<T, { id: string }>, id: string) =>
  server.gql(mutation, { id }, { token: user.accessToken });
const count = async (sql: string, params: unknown[] = []) =>
  (await server.kuza.deps.db.query(sql, params))[0].n as number;
const requestsTo = (user: TestUser) =>
  count(`SELECT count(*)::int AS n FROM collab_requests WHERE to_user_id = $1`, [user.id]);
const kindsOf = async (user: TestUser): Promise<string[]> =>
  (
    await server.kuza.deps.db.query(`SELECT kind FROM notifications WHERE recipient_id = $1 ORDER BY created_at DESC`, [
      user.id,
    ])
  ).map((row: { kind: string }) => row.kind);
const setCollabRequests = (user: TestUser, on: boolean) =>
  server.gql(
    graphql(`
      mutation CollabsUpdateSettings($on: Boolean!) {
        updateSettings(input: { privacy: { collabRequests: $on } }) {
          privacy {
            collabRequests
          }
        }
      }
    `),
    { on },
    { token: user.accessToken },
  );

async function sent(from: TestUser, to: TestUser, overrides: Partial<Input> = {}): Promise<string> {
  const response = await send(from, offer(to.username, overrides));
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.sendCollabRequest.id;
}

it('sends a request (new), notifies the recipient, lists it on both sides, and goes new → pending → accepted', async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  const response = await send(brand, offer(`@${creator.username}`, { amount: 1499.999 }));
  expect(response.errors).toBeUndefined();
  const request = response.data!.sendCollabRequest;
  expect(request).toMatchObject({
    type: 'BRAND_DEAL',
    amount: 1500,
    amountMoney: { amountMinor: '150000', currency: 'USD' },
    status: 'NEW',
    decidedAt: null,
    from: { username: brand.username },
    to: { username: creator.username },
  });
  expect(await kindsOf(creator)).toEqual(['COLLAB_REQUEST']);

  const received = await server.gql(RECEIVED, {}, { token: creator.accessToken });
  expect(received.data!.receivedCollabRequests.edges.map((e) => e.node.id)).toEqual([request.id]);
  expect((await server.gql(RECEIVED, {}, { token: brand.accessToken })).data!.receivedCollabRequests.edges).toEqual([]);

  expect((await act(creator, OPEN, request.id)).data!.openCollabRequest.status).toBe('PENDING');
  // Opening again changes nothing.
  expect((await act(creator, OPEN, request.id)).data!.openCollabRequest.status).toBe('PENDING');
  const accepted = await act(creator, ACCEPT, request.id);
  expect(accepted.data!.acceptCollabRequest).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) });
  expect((await act(creator, OPEN, request.id)).data!.openCollabRequest.status).toBe('ACCEPTED');

  // The sender sees the answer on their side and in their notifications.
  const mine = await server.gql(SENT, {}, { token: brand.accessToken });
  expect(mine.data!.sentCollabRequests.edges).toEqual([
    { node: { id: request.id, status: 'ACCEPTED', to: { username: creator.username } } },
  ]);
  expect(await kindsOf(brand)).toEqual(['COLLAB_ACCEPTED']);
  const bell = await server.gql(
    graphql(`
      query CollabsNotifications {
        notifications {
          edges {
            node {
              kind
              actor {
                username
              }
            }
          }
        }
      }
    `),
    {},
    { token: brand.accessToken },
  );
  expect(bell.data!.notifications.edges[0].node).toEqual({
    kind: 'COLLAB_ACCEPTED',
    actor: { username: creator.username },
  });
});

it('declines a new request straight away, and refuses to answer it twice', async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  const id = await sent(brand, creator, { type: 'PODCAST_GUEST', amount: 0 });
  expect((await act(creator, DECLINE, id)).data!.declineCollabRequest).toMatchObject({
    status: 'DECLINED',
    decidedAt: expect.any(String),
  });
  expect(await kindsOf(brand)).toEqual(['COLLAB_DECLINED']);
  const decisions: Array<TypedDocumentNode<unknown, { id: string }>> = [ACCEPT, DECLINE];
  for (const mutation of decisions) {
    const again = await act(creator, mutation, id);
    expect(again.errors?.[0]).toMatchObject({
      message: M.collabAlreadyDecided,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  expect(
    await count(`SELECT count(*)::int AS n FROM collab_requests WHERE id = $1 AND status = 'declined'`, [id]),
  ).toBe(1);
  expect(await kindsOf(brand)).toEqual(['COLLAB_DECLINED']);
  // Once answered, the sender may ask again.
  expect(await sent(brand, creator)).toEqual(expect.any(String));
});

it('lets only the recipient open, accept or decline a request (FORBIDDEN), and says NOT_FOUND for unknown ids', async () => {
  const [brand, creator, stranger] = await Promise.all([buildUser(server), buildUser(server), buildUser(server)]);
  const id = await sent(brand, creator);
  for (const user of [brand, stranger]) {
    const answers: Array<TypedDocumentNode<unknown, { id: string }>> = [OPEN, ACCEPT, DECLINE];
    for (const mutation of answers) {
      const refused = await act(user, mutation, id);
      expect(refused.errors?.[0]).toMatchObject({ message: M.collabNotYours, extensions: { code: 'FORBIDDEN' } });
    }
  }
  expect(await count(`SELECT count(*)::int AS n FROM collab_requests WHERE id = $1 AND status = 'new'`, [id])).toBe(1);
  expect(await kindsOf(brand)).toEqual([]);
  for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    expect((await act(creator, ACCEPT, unknown)).errors?.[0]).toMatchObject({
      message: M.collabNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  }
  const anonymous = await server.gql(ACCEPT, { id });
  expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
});

it.each([
  ['no username', { username: ' @' }, 'username', MONEY_MESSAGES.usernameRequired.title],
  ['a negative amount', { amount: -1 }, 'amount', M.collabAmountInvalid],
  ['an amount over the limit', { amount: LIMITS.collabAmountMaxUsd + 1 }, 'amount', M.collabAmountTooLarge],
  ['cents over the limit', { amount: null, amountMinor: '100000001' }, 'amount', M.collabAmountTooLarge],
  ['cents that are not digits', { amount: null, amountMinor: '12.5' }, 'amount', M.collabAmountInvalid],
  ['no message', { message: '   ' }, 'message', M.collabMessageRequired],
  ['a message too long', { message: 'x'.repeat(LIMITS.collabMessageMaxLength + 1) }, 'message', M.collabMessageTooLong],
])('refuses %s with a clear message and BAD_USER_INPUT, writing nothing', async (_case, overrides, field, message) => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  const refused = await send(brand, offer(creator.username, overrides));
  expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  expect(await requestsTo(creator)).toBe(0);
  expect(await kindsOf(creator)).toEqual([]);
});

it('takes the offer as exact cents', async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  const response = await send(brand, offer(creator.username, { amount: null, amountMinor: '25050' }));
  expect(response.errors).toBeUndefined();
  expect(response.data!.sendCollabRequest.amountMoney).toEqual({ amountMinor: '25050', currency: 'USD' });
  // The deprecated dollars are read by their decimal text: 0.3 is 30 cents.
  const other = await buildUser(server);
  const dollars = await send(brand, offer(other.username, { amount: 0.3 }));
  expect(dollars.data!.sendCollabRequest.amountMoney.amountMinor).toBe('30');
});

it('refuses a type that is not one of the four', async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  // An unknown type on purpose: the variables are sent untyped.
  const refused = await server.gqlRaw(
    print(SEND),
    { input: { ...offer(creator.username), type: 'BRIBE' } },
    { token: brand.accessToken },
  );
  expect(refused.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  expect(await requestsTo(creator)).toBe(0);
});

it('refuses an unknown creator, oneself, and a second open request to the same creator', async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  expect((await send(brand, offer('nobody_at_all'))).errors?.[0]).toMatchObject({
    message: CONTENT_MESSAGES.userNotFound,
    extensions: { code: 'NOT_FOUND' },
  });
  expect((await send(brand, offer(brand.username))).errors?.[0]).toMatchObject({
    message: M.cannotCollabSelf,
    extensions: { code: 'BAD_USER_INPUT' },
  });

  const id = await sent(brand, creator);
  await act(creator, OPEN, id);
  const twice = await send(brand, offer(creator.username, { type: 'FEATURE' }));
  expect(twice.errors?.[0]).toMatchObject({
    message: M.collabAlreadyOpen,
    extensions: { code: 'BAD_USER_INPUT', field: 'username' },
  });
  expect(await requestsTo(creator)).toBe(1);
  expect(await kindsOf(creator)).toEqual(['COLLAB_REQUEST']);
});

it("respects the recipient's Collab requests switch (Privacy & Safety): off refuses with a clear message, on lets requests in again", async () => {
  const [brand, creator] = await Promise.all([buildUser(server), buildUser(server)]);
  expect((await setCollabRequests(creator, false)).data!.updateSettings.privacy.collabRequests).toBe(false);
  const refused = await send(brand, offer(creator.username));
  expect(refused.errors?.[0]).toMatchObject({ message: M.collabRequestsOff, extensions: { code: 'FORBIDDEN' } });
  expect(await requestsTo(creator)).toBe(0);
  expect(await kindsOf(creator)).toEqual([]);

  await setCollabRequests(creator, true);
  expect(await sent(brand, creator)).toEqual(expect.any(String));
});

it('lists received requests newest first, page by page', async () => {
  const creator = await buildUser(server);
  const senders = await Promise.all([buildUser(server), buildUser(server), buildUser(server)]);
  for (const sender of senders) await sent(sender, creator);
  const first = await server.gql(RECEIVED, { first: 2 }, { token: creator.accessToken });
  const names = (page: { edges: Array<{ node: { from: { username: string } | null } }> }) =>
    page.edges.map((e) => e.node.from!.username);
  expect(names(first.data!.receivedCollabRequests)).toEqual([senders[2].username, senders[1].username]);
  expect(first.data!.receivedCollabRequests.pageInfo.hasNextPage).toBe(true);
  const next = await server.gql(
    RECEIVED,
    { first: 2, after: first.data!.receivedCollabRequests.pageInfo.endCursor },
    { token: creator.accessToken },
  );
  expect(names(next.data!.receivedCollabRequests)).toEqual([senders[0].username]);
  expect(next.data!.receivedCollabRequests.pageInfo.hasNextPage).toBe(false);
});
