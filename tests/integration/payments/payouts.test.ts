import { randomUUID } from 'node:crypto';
import { PaymentsService, type SettledPayout } from '../../../server/src/features/payments';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { fakeGateway, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Payouts through the gateway (what a withdrawal asks for): the gateway decides, and the payout handler (monetize's
// settlement) hears the outcome exactly once, whether from a webhook, a duplicate, or the reconciliation.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestUser;
let payments: PaymentsService;
const settled: SettledPayout[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  payments = server.kuza.deps.services.get(PaymentsService);
  // The plumbing alone: this test's handler stands in for the withdrawal's settlement.
  payments.onPayoutSettled(async (payout) => {
    settled.push(payout);
  });
});
afterEach(async () => {
  settled.length = 0;
  await fakeGateway(server).setSwitches('reset');
  await expectLedgerInvariants(server.kuza.deps.db);
});
afterAll(() => server.stop());

const STATUS = graphql(`
  query PayoutsGatewayStatus {
    paymentGatewayStatus {
      pendingPayouts
      failedPayouts
    }
  }
`);

const requestPayout = (reference = randomUUID()) =>
  payments.requestPayout({
    reference,
    amountMinor: 495_000n,
    currency: 'KES',
    destination: { kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+254712345678' },
    reason: 'Kuza withdrawal',
  });
const reconcile = async () => {
  await server.kuza.jobs.add('payments:reconcile', {});
  await runJobs(server);
};

it('pays out once, and asking again for the same reference makes no second payout', async () => {
  const reference = randomUUID();
  const payout = await requestPayout(reference);
  expect(payout).toMatchObject({ reference, status: 'PROCESSING', amountMinor: 495_000n, currency: 'KES' });
  const status = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(status.pendingPayouts).toBe(1);

  await runJobs(server);
  expect(settled).toEqual([
    expect.objectContaining({ reference, status: 'PAID', amountMinor: 495_000n, currency: 'KES', failureReason: null }),
  ]);
  expect(await requestPayout(reference)).toMatchObject({ status: 'PAID' });
  await reconcile();
  expect(settled).toHaveLength(1);
  const after = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(after.pendingPayouts).toBe(0);
});

it('reports a failed payout once, with its reason', async () => {
  await fakeGateway(server).setSwitches({ failPayouts: true, duplicateWebhooks: true });
  const before = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  const reference = randomUUID();
  await requestPayout(reference);
  await runJobs(server);
  expect(settled).toEqual([
    expect.objectContaining({ reference, status: 'FAILED', failureReason: expect.stringContaining('fail') }),
  ]);
  const after = (await server.gql(STATUS, undefined, { token: admin.accessToken })).data!.paymentGatewayStatus;
  expect(after.failedPayouts).toBe(before.failedPayouts + 1);
});

it('finds a payout whose webhook was dropped when reconciling', async () => {
  await fakeGateway(server).setSwitches({ dropWebhooks: true });
  const reference = randomUUID();
  await requestPayout(reference);
  await runJobs(server);
  expect(settled).toEqual([]);
  await reconcile();
  await reconcile();
  expect(settled).toEqual([expect.objectContaining({ reference, status: 'PAID' })]);
});
