import { randomUUID } from 'node:crypto';
import { graphql } from '../../gql';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { buildUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { fakeGateway, openCheckoutPage, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Two Kuza instances on one database see one fake gateway: a checkout opened through one is paid on the other's page,
// the switches one sets hold for both, and the payment is posted once.
jest.setTimeout(60_000);

const SECRET = 'a-fake-gateway-secret-shared-by-both-instances';
let database: TestDatabase;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestServer({ FAKE_GATEWAY_SECRET: SECRET }, { database });
  second = await startTestServer({ FAKE_GATEWAY_SECRET: SECRET }, { database });
});
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.drop();
});

const TIP = graphql(`
  mutation InstancesTip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
    }
  }
`);
const CHECKOUT = graphql(`
  query InstancesCheckout($id: ID!) {
    checkout(id: $id) {
      status
    }
  }
`);

it('pays on one instance a checkout opened on the other, once', async () => {
  const supporter = await buildUser(first);
  const creator = await buildUser(first);
  await fakeGateway(second).setSwitches({ duplicateWebhooks: true });
  expect((await fakeGateway(first).switches()).duplicateWebhooks).toBe(true);

  const res = await first.gql(
    TIP,
    { input: { creatorUsername: creator.username, amountMinor: '700', currency: 'ZAR', idempotencyKey: randomUUID() } },
    { token: supporter.accessToken },
  );
  const { id, checkoutUrl } = res.data!.tip;
  expect((await openCheckoutPage(second, checkoutUrl)).status).toBe(200);
  await pressCheckoutButton(second, checkoutUrl, 'pay');
  await runJobs(second);
  await runJobs(first);

  const status = await second.gql(CHECKOUT, { id }, { token: supporter.accessToken });
  expect(status.data!.checkout!.status).toBe('PAID');
  const [tips] = await first.kuza.deps.db.query(
    `SELECT count(*)::int AS count FROM ledger_transactions WHERE reference = $1 AND kind = 'TIP'`,
    [id],
  );
  expect(tips.count).toBe(1);
  await expectLedgerInvariants(first.kuza.deps.db);
});
