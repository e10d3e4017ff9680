import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { BLOCK_OPERATIONS } from '../blocks/block-operations';

// Purchase notifications (issue 31): once the gateway confirms that a reader bought a pay-per-view post, its creator
// has a POST_PURCHASE notification naming the buyer and the post. Like every notification someone caused, it is
// hidden while either has blocked the other or the creator has muted the buyer.
jest.setTimeout(90_000);

let server: TestServer;
let creator: TestUser;
let buyer: TestUser;
let postId: string;

const CREATE = graphql(`
  mutation PurchaseNotificationsCreate($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);
const UNLOCK = graphql(`
  mutation PurchaseNotificationsUnlock($postId: ID!, $key: String!) {
    unlockPost(postId: $postId, idempotencyKey: $key) {
      checkoutUrl
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query PurchaseNotificationsList {
    unreadNotificationsCount
    notifications(first: 20) {
      edges {
        node {
          kind
          read
          actor {
            username
          }
          post {
            id
          }
        }
      }
    }
  }
`);

const purchasesSeenBy = async (user: TestUser) => {
  const res = await server.gql(NOTIFICATIONS, {}, { token: user.accessToken });
  expect(res.errors).toBeUndefined();
  const nodes = res.data!.notifications.edges.map((e) => e.node).filter((n) => n.kind === 'POST_PURCHASE');
  return { nodes, unread: res.data!.unreadNotificationsCount };
};

const toggle = async <R>(operation: TypedDocumentNode<R, { u: string }>, by: TestUser, username: string) => {
  const res = await server.gql(operation, { u: username }, { token: by.accessToken });
  expect(res.errors).toBeUndefined();
};
const { BLOCK, UNBLOCK, MUTE, UNMUTE } = BLOCK_OPERATIONS;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'sale_creator' });
  buyer = await buildUser(server, { username: 'sale_buyer' });
  const created = await server.gql(
    CREATE,
    {
      input: {
        content: `${'A story from Kisumu about the lake and its fishermen. '.repeat(4)} the ending`,
        access: { kind: 'PAID', priceMinor: '300', currency: 'USD' },
      },
    },
    { token: creator.accessToken },
  );
  expect(created.errors).toBeUndefined();
  postId = created.data!.createPost.id;
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

it('tells the creator who bought which post, only once the payment is confirmed', async () => {
  const before = await purchasesSeenBy(creator);
  const res = await server.gql(UNLOCK, { postId, key: randomUUID() }, { token: buyer.accessToken });
  expect(res.errors).toBeUndefined();
  expect((await purchasesSeenBy(creator)).nodes).toEqual([]); // checkout opened, not paid
  await pressCheckoutButton(server, res.data!.unlockPost.checkoutUrl, 'pay');
  await runJobs(server);
  const after = await purchasesSeenBy(creator);
  expect(after.nodes).toEqual([
    { kind: 'POST_PURCHASE', read: false, actor: { username: 'sale_buyer' }, post: { id: postId } },
  ]);
  expect(after.unread).toBe(before.unread + 1);
  // The buyer hears nothing of their own purchase.
  expect((await purchasesSeenBy(buyer)).nodes).toEqual([]);
});

it('is hidden while the creator mutes the buyer, and while either blocks the other', async () => {
  const shown = await purchasesSeenBy(creator);
  expect(shown.nodes).toHaveLength(1);

  await toggle(MUTE, creator, 'sale_buyer');
  expect(await purchasesSeenBy(creator)).toEqual({ nodes: [], unread: shown.unread - 1 });
  await toggle(UNMUTE, creator, 'sale_buyer');
  expect((await purchasesSeenBy(creator)).nodes).toHaveLength(1);

  await toggle(BLOCK, buyer, 'sale_creator');
  expect(await purchasesSeenBy(creator)).toEqual({ nodes: [], unread: shown.unread - 1 });
  await toggle(UNBLOCK, buyer, 'sale_creator');
  expect((await purchasesSeenBy(creator)).nodes).toHaveLength(1);
});
