import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { graphql } from '../../gql';
import type { TipInput } from '../../gql/graphql';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, countRows, nextEmail, openCheckoutPage, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A supporter tips a creator through the test-mode gateway: the checkout page, Pay or Decline, the gateway's webhook,
// and then, exactly once, the ledger (95 % to the creator, 5 % to Kuza), the creator's notification, the post's tip
// count and the supporter's receipt. Refused tips write nothing.
jest.setTimeout(60_000);

let server: TestServer;
let supporter: TestUser;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
  supporter = await buildUser(server, { username: 'tip_supporter' });
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const TIP = graphql(`
  mutation TipsTip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
      status
      purpose
      amountMinor
      currency
      testMode
    }
  }
`);
const CHECKOUT = graphql(`
  query TipsCheckout($id: ID!) {
    checkout(id: $id) {
      id
      status
      completedAt
    }
  }
`);
const POST_TIPS = graphql(`
  query TipsPostTipsCount($id: ID!) {
    post(id: $id) {
      id
      tipsCount
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query TipsNotifications {
    notifications(first: 10) {
      edges {
        node {
          kind
          tipMessage
          tipAmountMinor
          tipCurrency
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

const key = () => `tip-${randomUUID()}`;
const tip = (user: TestUser, input: TipInput) => server.gql(TIP, { input }, { token: user.accessToken });
const checkoutStatus = async (user: TestUser, id: string) =>
  (await server.gql(CHECKOUT, { id }, { token: user.accessToken })).data!.checkout?.status;
const tipsCount = async (postId: string) => (await server.gql(POST_TIPS, { id: postId })).data!.post!.tipsCount;

/** The ledger entries of the transactions with this reference, as { account key: amount }. */
async function postings(reference: string, kind: string): Promise<Array<Record<string, string>>> {
  const rows: Array<{ id: string; key: string; amount: string }> = await server.kuza.deps.db.query(
    `SELECT t.id::text, a.key, e.amount_minor::text AS amount FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.reference = $1 AND t.kind = $2 ORDER BY t.id, e.id`,
    [reference, kind],
  );
  const byTransaction = new Map<string, Record<string, string>>();
  for (const row of rows) byTransaction.set(row.id, { ...byTransaction.get(row.id), [row.key]: row.amount });
  return [...byTransaction.values()];
}

it('posts a paid tip once: 95 % to the creator (then available), 5 % to fees, with notice, count and receipt', async () => {
  const creator = await buildUser(server);
  const post = await buildPost(server, creator, 'My new song #afrobeats');
  const feesBefore = await balance(server, 'platform:FEES:USD');
  const clearingBefore = await balance(server, 'clearing:fake:USD');

  const res = await tip(supporter, {
    creatorUsername: creator.username,
    postId: post.id,
    amountMinor: '1001',
    currency: 'USD',
    message: 'Asante sana!',
    idempotencyKey: key(),
  });
  expect(res.errors).toBeUndefined();
  const checkout = res.data!.tip;
  expect(checkout).toMatchObject({ status: 'PENDING', purpose: 'TIP', amountMinor: '1001', currency: 'USD' });
  expect(checkout.testMode).toBe(true);
  expect(checkout.checkoutUrl).toBe(`https://kuza.example/fake-gateway/checkout/${checkout.id}`);

  const page = await openCheckoutPage(server, checkout.checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Test mode: no real money');
  expect(html).toContain('10.01 USD');
  expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
  expect(html).toMatch(/<button[^>]*>Decline<\/button>/);
  expect(html).not.toContain('<script');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

  const receipt = nextEmail(server, /receipt/i);
  expect(await pressCheckoutButton(server, checkout.checkoutUrl, 'pay')).toBe(
    `https://kuza.example/dashboard/checkout/${checkout.id}`,
  );
  expect(await checkoutStatus(supporter, checkout.id)).toBe('PENDING'); // until the webhook's job has run
  await runJobs(server);

  expect(await checkoutStatus(supporter, checkout.id)).toBe('PAID');
  expect(await postings(checkout.id, 'TIP')).toEqual([
    {
      'clearing:fake:USD': '-1001',
      [`user:${creator.id}:PENDING:USD`]: '951', // 950.95, and the minor unit left over by largest remainder
      'platform:FEES:USD': '50',
    },
  ]);
  expect(await postings(checkout.id, 'SETTLEMENT')).toEqual([
    { [`user:${creator.id}:PENDING:USD`]: '-951', [`user:${creator.id}:AVAILABLE:USD`]: '951' },
  ]);
  expect(await balance(server, `user:${creator.id}:PENDING:USD`)).toBe(0n);
  expect(await balance(server, `user:${creator.id}:AVAILABLE:USD`)).toBe(951n);
  expect((await balance(server, 'platform:FEES:USD')) - feesBefore).toBe(50n);
  expect((await balance(server, 'clearing:fake:USD')) - clearingBefore).toBe(-1001n);

  const notifications = await server.gql(NOTIFICATIONS, undefined, { token: creator.accessToken });
  expect(notifications.data!.notifications.edges.map((edge) => edge.node)).toEqual([
    {
      kind: 'TIP',
      tipMessage: 'Asante sana!',
      tipAmountMinor: '1001',
      tipCurrency: 'USD',
      actor: { username: supporter.username },
      post: { id: post.id },
    },
  ]);
  expect(await tipsCount(post.id)).toBe(1);

  const email = await receipt;
  expect(email.to).toBe(supporter.email);
  expect(email.subject).toContain(`@${creator.username}`);
  expect(email.text).toContain('Test mode: no real money');
  expect(email.text).toContain('Amount: 10.01 USD');
  expect(email.text).toContain('Asante sana!');
  expect(email.text).toContain(`Reference: ${checkout.id}`);
  expect(readFileSync(email.file!, 'utf8')).toContain(supporter.email);

  // Jobs run again (a late duplicate, the reconciliation): nothing more is posted.
  await server.kuza.jobs.add('payments:reconcile', {});
  await runJobs(server);
  expect(await postings(checkout.id, 'TIP')).toHaveLength(1);
  expect(await tipsCount(post.id)).toBe(1);
});

it('declined: the checkout fails and nothing is posted, counted or notified', async () => {
  const creator = await buildUser(server);
  const post = await buildPost(server, creator);
  const res = await tip(supporter, {
    creatorUsername: creator.username,
    postId: post.id,
    amountMinor: '500',
    currency: 'KES',
    idempotencyKey: key(),
  });
  const checkout = res.data!.tip;
  await pressCheckoutButton(server, checkout.checkoutUrl, 'decline');
  await runJobs(server);

  expect(await checkoutStatus(supporter, checkout.id)).toBe('FAILED');
  expect(await postings(checkout.id, 'TIP')).toEqual([]);
  expect(await tipsCount(post.id)).toBe(0);
  const notifications = await server.gql(NOTIFICATIONS, undefined, { token: creator.accessToken });
  expect(notifications.data!.notifications.edges).toEqual([]);
  // The page now says what happened, and Pay is gone.
  const html = await (await openCheckoutPage(server, checkout.checkoutUrl)).text();
  expect(html).toContain('Declined');
  expect(html).not.toContain('>Pay<');
});

it('tips a profile without a post, in another currency', async () => {
  const creator = await buildUser(server);
  const res = await tip(supporter, {
    creatorUsername: creator.username.toUpperCase(),
    amountMinor: '250000',
    currency: 'NGN',
    idempotencyKey: key(),
  });
  expect(res.errors).toBeUndefined();
  await pressCheckoutButton(server, res.data!.tip.checkoutUrl, 'pay');
  await runJobs(server);
  expect(await balance(server, `user:${creator.id}:AVAILABLE:NGN`)).toBe(237500n);
});

describe('idempotency', () => {
  it('answers the same checkout for the same key and request, and CONFLICT for another request', async () => {
    const creator = await buildUser(server);
    const input: TipInput = {
      creatorUsername: creator.username,
      amountMinor: '300',
      currency: 'USD',
      message: 'hi',
      idempotencyKey: key(),
    };
    const first = await tip(supporter, input);
    const again = await tip(supporter, input);
    expect(again.errors).toBeUndefined();
    expect(again.data!.tip.id).toBe(first.data!.tip.id);
    expect(again.data!.tip.checkoutUrl).toBe(first.data!.tip.checkoutUrl);

    const before = await countRows(server, 'checkouts');
    const conflict = await tip(supporter, { ...input, amountMinor: '301' });
    expect(conflict.data).toBeNull();
    expect(conflict.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect(await countRows(server, 'checkouts')).toBe(before);

    // After payment, the replay still answers the same (now paid) checkout and posts nothing more.
    await pressCheckoutButton(server, first.data!.tip.checkoutUrl, 'pay');
    await runJobs(server);
    const replay = await tip(supporter, input);
    expect(replay.data!.tip).toMatchObject({ id: first.data!.tip.id, status: 'PAID' });
    await runJobs(server);
    expect(await postings(first.data!.tip.id, 'TIP')).toHaveLength(1);
  });

  it("keeps one payer's keys apart from another's", async () => {
    const creator = await buildUser(server);
    const other = await buildUser(server);
    const input: TipInput = {
      creatorUsername: creator.username,
      amountMinor: '300',
      currency: 'USD',
      idempotencyKey: key(),
    };
    const mine = await tip(supporter, input);
    const theirs = await tip(other, input);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.tip.id).not.toBe(mine.data!.tip.id);
    // A checkout is its payer's only.
    expect(await checkoutStatus(other, mine.data!.tip.id)).toBeUndefined();
  });
});

describe('refused tips write nothing', () => {
  let creator: TestUser;
  let postId: string;
  beforeAll(async () => {
    creator = await buildUser(server);
    postId = (await buildPost(server, creator)).id;
  });

  const refused = async (user: TestUser, input: Partial<TipInput>) => {
    const before = await countRows(server, 'checkouts');
    const res = await tip(user, {
      creatorUsername: creator.username,
      amountMinor: '100',
      currency: 'USD',
      idempotencyKey: key(),
      ...input,
    });
    expect(res.data).toBeNull();
    expect(await countRows(server, 'checkouts')).toBe(before);
    return res.errors![0];
  };

  it('refuses tipping oneself, on a profile or a post', async () => {
    for (const input of [{}, { postId }]) {
      const error = await refused(creator, input);
      expect(error.message).toBe('You cannot tip yourself.');
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'creatorUsername',
        messageId: 'payment.cannotTipSelf',
      });
    }
  });

  it('refuses a creator who has not confirmed their e-mail address: money reaches confirmed accounts only', async () => {
    const unconfirmed = await buildUser(server, { emailConfirmed: false });
    const error = await refused(supporter, { creatorUsername: unconfirmed.username });
    expect(error.message).toBe('This creator cannot receive tips until they confirm their email address.');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'creatorUsername',
      messageId: 'payment.creatorCannotReceive',
    });
  });

  it('refuses an unknown creator, an unknown post and a post by someone else', async () => {
    expect((await refused(supporter, { creatorUsername: 'nobody_here' })).extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await refused(supporter, { postId: randomUUID() })).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await refused(supporter, { postId: 'not-an-id' })).extensions).toMatchObject({ code: 'NOT_FOUND' });
    const elsewhere = await buildPost(server, supporter);
    expect((await refused(supporter, { postId: elsewhere.id })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'postId',
      messageId: 'payment.postNotByCreator',
    });
  });

  it('refuses unknown currencies', async () => {
    for (const currency of ['XYZ', 'usd', '', 'EURO']) {
      expect((await refused(supporter, { currency })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'currency',
      });
    }
  });

  it('refuses negative, zero, fractional, non-numeric and absurdly large amounts', async () => {
    for (const amountMinor of ['0', '-5', '12.5', '1e3', 'ten', '', ' 100', '99999999999999999999']) {
      expect((await refused(supporter, { amountMinor })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'amountMinor',
      });
    }
  });

  it('refuses a message longer than 280 characters and a missing idempotency key', async () => {
    expect((await refused(supporter, { message: 'x'.repeat(281) })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'message',
    });
    expect((await refused(supporter, { idempotencyKey: '' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'idempotencyKey',
    });
  });

  it('asks anonymous callers to sign in', async () => {
    const res = await server.gql(TIP, {
      input: { creatorUsername: creator.username, amountMinor: '100', currency: 'USD', idempotencyKey: key() },
    });
    expect(res.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
