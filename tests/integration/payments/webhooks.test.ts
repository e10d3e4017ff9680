import { randomUUID } from 'node:crypto';
import { signBody } from '../../../server/src/features/payments/fake/fake-signature';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { countRows, fakeGateway, postWebhook, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Webhooks in: only a correctly signed webhook is stored (once per event id) and acted on, and whatever the gateway
// does with them (duplicate, reorder, delay, drop), each payment is posted exactly once.
jest.setTimeout(60_000);

let server: TestServer;
let supporter: TestUser;
let creator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
  supporter = await buildUser(server);
  creator = await buildUser(server);
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterEach(async () => {
  await fakeGateway(server).setSwitches('reset');
  await expectLedgerInvariants(server.kuza.deps.db);
});
afterAll(() => server.stop());

const TIP = graphql(`
  mutation WebhooksTip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
    }
  }
`);
const CHECKOUT = graphql(`
  query WebhooksCheckout($id: ID!) {
    checkout(id: $id) {
      status
    }
  }
`);
const STATUS = graphql(`
  query WebhooksGatewayStatus {
    paymentGatewayStatus {
      mode
      provider
      lastWebhookAt
      lastWebhookVerified
      pendingCheckouts
      failedCheckouts
      pendingPayouts
      failedPayouts
      pendingCount
      failedCount
    }
  }
`);

/** A tip of `amountMinor` USD, not paid yet: its checkout's id and page. */
async function openTip(amountMinor = '200'): Promise<{ id: string; checkoutUrl: string }> {
  const res = await server.gql(
    TIP,
    { input: { creatorUsername: creator.username, amountMinor, currency: 'USD', idempotencyKey: randomUUID() } },
    { token: supporter.accessToken },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.tip;
}

/** A tip of `amountMinor` USD, paid on the checkout page; answers the checkout id. */
async function paidTip(amountMinor = '200'): Promise<string> {
  const { id, checkoutUrl } = await openTip(amountMinor);
  await pressCheckoutButton(server, checkoutUrl, 'pay');
  return id;
}

const status = async (id: string) =>
  (await server.gql(CHECKOUT, { id }, { token: supporter.accessToken })).data!.checkout!.status;
/** How many TIP transactions the ledger holds for a checkout. */
const tipPostings = async (id: string) =>
  Number(
    (
      await server.kuza.deps.db.query(
        `SELECT count(*)::int AS count FROM ledger_transactions WHERE reference = $1 AND kind = 'TIP'`,
        [id],
      )
    )[0].count,
  );
const reconcile = async () => {
  await server.kuza.jobs.add('payments:reconcile', {});
  await runJobs(server);
};
const chargeBody = (reference: string, id = `evt_${randomUUID()}`) =>
  JSON.stringify({
    id,
    event: 'charge.success',
    data: { reference, status: 'success', amount: '200', currency: 'USD' },
  });
const secret = () => server.kuza.deps.config.fakeGateway.secret;

it('refuses a webhook with a bad or missing signature (401): nothing stored, nothing posted', async () => {
  await fakeGateway(server).setSwitches({ dropWebhooks: true });
  const id = await paidTip();
  const events = await countRows(server, 'payment_events');
  const body = chargeBody(id);

  const attempts: Array<Record<string, string>> = [
    {},
    { 'x-paystack-signature': 'nope' },
    { 'x-paystack-signature': signBody('wrong', body) },
  ];
  for (const headers of attempts) {
    const response = await postWebhook(server, 'fake', body, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid signature' });
  }
  // A signature of another body does not verify this one.
  const tampered = await postWebhook(server, 'fake', body.replace('200', '999'), {
    'x-paystack-signature': signBody(secret(), body),
  });
  expect(tampered.status).toBe(401);
  await runJobs(server);
  expect(await countRows(server, 'payment_events')).toBe(events);
  expect(await status(id)).toBe('PENDING');
  expect(await tipPostings(id)).toBe(0);
  const refused = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(refused).toMatchObject({ mode: 'TEST', provider: 'fake', lastWebhookVerified: false });
  expect(refused.lastWebhookAt).not.toBeNull();

  // Correctly signed, the same body is stored and acted on.
  const accepted = await postWebhook(server, 'fake', body, { 'x-paystack-signature': signBody(secret(), body) });
  expect(accepted.status).toBe(200);
  await runJobs(server);
  expect(await status(id)).toBe('PAID');
  expect(await tipPostings(id)).toBe(1);
  const verified = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(verified.lastWebhookVerified).toBe(true);
});

it('acknowledges a correctly signed webhook about nothing Kuza acts on: 200, verified, nothing stored', async () => {
  const events = await countRows(server, 'payment_events');
  const body = JSON.stringify({ id: randomUUID(), event: 'subscription.create', data: { reference: 'sub-1' } });

  const response = await postWebhook(server, 'fake', body, { 'x-paystack-signature': signBody(secret(), body) });

  // The provider stops retrying, and the admin's status does not count it as a forged delivery.
  expect(response.status).toBe(200);
  await runJobs(server);
  expect(await countRows(server, 'payment_events')).toBe(events);
  const state = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(state.lastWebhookVerified).toBe(true);
});

it('answers JSON 404 for a provider that is not the configured gateway', async () => {
  for (const provider of ['stripe', 'paystack', 'flutterwave']) {
    const response = await postWebhook(server, provider, '{}');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Unknown payment provider' });
  }
});

it('posts once when every webhook arrives twice, and stores each event once', async () => {
  await fakeGateway(server).setSwitches({ duplicateWebhooks: true });
  const id = await paidTip();
  await runJobs(server);
  expect(await status(id)).toBe('PAID');
  expect(await tipPostings(id)).toBe(1);
  const sent: Array<{ event_id: string }> = await server.kuza.deps.db.query(
    `SELECT event_id FROM fake_gateway_webhooks WHERE body::json -> 'data' ->> 'reference' = $1 AND status = 'SENT'`,
    [id],
  );
  expect(sent).toHaveLength(2);
  expect(sent[0].event_id).toBe(sent[1].event_id);
  const stored = await server.kuza.deps.db.query(`SELECT id FROM payment_events WHERE event_id = $1`, [
    sent[0].event_id,
  ]);
  expect(stored).toHaveLength(1);

  // The same event posted again by hand is acknowledged and changes nothing.
  const body = (
    await server.kuza.deps.db.query(`SELECT body FROM fake_gateway_webhooks WHERE event_id = $1`, [sent[0].event_id])
  )[0].body as string;
  expect((await postWebhook(server, 'fake', body, { 'x-paystack-signature': signBody(secret(), body) })).status).toBe(
    200,
  );
  await runJobs(server);
  expect(await tipPostings(id)).toBe(1);
});

it('posts each payment once when webhooks arrive in the reverse order', async () => {
  await fakeGateway(server).setSwitches({ reorderWebhooks: true });
  const first = await paidTip('300');
  await runJobs(server);
  expect(await status(first)).toBe('PENDING'); // held until the next webhook
  const second = await paidTip('400');
  await runJobs(server);
  const order: Array<{ reference: string }> = await server.kuza.deps.db.query(
    `SELECT body::json -> 'data' ->> 'reference' AS reference FROM fake_gateway_webhooks
     WHERE body::json -> 'data' ->> 'reference' = ANY($1) ORDER BY sent_at`,
    [[first, second]],
  );
  expect(order.map((row) => row.reference)).toEqual([second, first]);
  expect([await status(first), await status(second)]).toEqual(['PAID', 'PAID']);
  expect([await tipPostings(first), await tipPostings(second)]).toEqual([1, 1]);
});

it('a late webhook, after the reconciliation posted the payment, posts nothing more', async () => {
  await fakeGateway(server).setSwitches({ webhookDelayMs: 3_600_000 });
  const id = await paidTip();
  await runJobs(server);
  expect(await status(id)).toBe('PENDING'); // the webhook is an hour away

  await reconcile();
  expect(await status(id)).toBe('PAID');
  expect(await tipPostings(id)).toBe(1);

  expect(await fakeGateway(server).releaseHeldWebhooks()).toBeGreaterThan(0);
  await runJobs(server);
  const delivered = await server.kuza.deps.db.query(
    `SELECT 1 FROM fake_gateway_webhooks WHERE body::json -> 'data' ->> 'reference' = $1 AND status = 'SENT'`,
    [id],
  );
  expect(delivered).toHaveLength(1);
  expect(await tipPostings(id)).toBe(1);
});

it('a dropped webhook is made up for by the reconciliation job', async () => {
  await fakeGateway(server).setSwitches({ dropWebhooks: true });
  const id = await paidTip();
  await runJobs(server);
  expect(await status(id)).toBe('PENDING');
  const pending = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(pending.pendingCheckouts).toBeGreaterThanOrEqual(1);
  expect(pending.pendingCount).toBe(pending.pendingCheckouts + pending.pendingPayouts);

  await reconcile();
  await reconcile();
  expect(await status(id)).toBe('PAID');
  expect(await tipPostings(id)).toBe(1);
});

it('stops re-reading checkouts abandoned for more than a week', async () => {
  const recent = (await openTip()).id;
  const abandoned = (await openTip()).id;
  await server.kuza.deps.db.query(`UPDATE checkouts SET created_at = now() - interval '8 days' WHERE id = $1`, [
    abandoned,
  ]);
  await reconcile();
  const rows: Array<{ id: string; reread: boolean }> = await server.kuza.deps.db.query(
    `SELECT id, reconciled_at IS NOT NULL AS reread FROM checkouts WHERE id = ANY($1)`,
    [[recent, abandoned]],
  );
  expect(Object.fromEntries(rows.map((row) => [row.id, row.reread]))).toEqual({ [recent]: true, [abandoned]: false });
  expect([await status(recent), await status(abandoned)]).toEqual(['PENDING', 'PENDING']);
});

it("shows the gateway's status to admins only", async () => {
  const res = await server.gql(STATUS, undefined, { token: supporter.accessToken });
  expect(res.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  const anonymous = await server.gql(STATUS);
  expect(anonymous.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
});
