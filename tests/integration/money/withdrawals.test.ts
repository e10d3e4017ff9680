import { settleWithdrawal } from '../../../server/src/features/monetize';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balanceOf, creditCreator } from '../../helpers/money';
import { balance, fakeGateway, nextEmail, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ADD_METHOD, WALLET, WITHDRAW, WITHDRAWALS } from './money-documents';

// A withdrawal end to end: held at once, paid out by the gateway through a job (REQUESTED → PROCESSING → PAID) or
// failed and released, settled exactly once whatever the webhooks do, with a notification and an e-mail.
let server: TestServer;
let creator: TestUser;
let methodId: string;
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'payout_creator' });
  await creditCreator(server, creator.id, 100_000n); // $1,000 tip → $950 available
  const added = await server.gql(
    ADD_METHOD,
    {
      input: {
        kind: 'BANK_TRANSFER',
        details: { bankCode: '058', accountNumber: '0123456789', accountName: 'Payout Creator' },
        password: creator.password,
      },
    },
    { token: creator.accessToken },
  );
  methodId = added.data!.addPayoutMethod.id;
});
afterEach(async () => {
  await expectLedgerInvariants(server.kuza.deps.db);
  await fakeGateway(server).setSwitches('reset');
});
afterAll(() => server.stop());

const NOTIFICATIONS = graphql(`
  query MoneyWithdrawalNotifications {
    notifications(first: 10) {
      edges {
        node {
          kind
          actor {
            username
          }
          withdrawalId
          withdrawalAmountMinor
          withdrawalCurrency
        }
      }
    }
  }
`);

async function withdraw(amountMinor: string) {
  const result = await server.gql(
    WITHDRAW,
    { input: { payoutMethodId: methodId, amountMinor, currency: 'USD', idempotencyKey: `payout-${++keys}` } },
    { token: creator.accessToken },
  );
  return result.data!.requestWithdrawal;
}

const statusOf = async (id: string) => {
  const { data } = await server.gql(WITHDRAWALS, { first: 50 }, { token: creator.accessToken });
  return data!.withdrawals.edges.find((edge) => edge.node.id === id)?.node;
};

it('pays a withdrawal out: the net to the gateway, the fee to Kuza, the creator told', async () => {
  const fees = await balance(server, 'platform:FEES:USD');
  const clearing = await balance(server, 'clearing:fake:USD');
  const withdrawal = await withdraw('20000'); // $200 by bank transfer: $4 fee, $196 sent
  expect(withdrawal).toMatchObject({ status: 'REQUESTED', fee: { amountMinor: '400' }, net: { amountMinor: '19600' } });
  const email = nextEmail(server, /withdrawal has been paid/);
  await runJobs(server);

  expect(await statusOf(withdrawal.id)).toMatchObject({ status: 'PAID', failureReason: null });
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(75_000n);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(0n);
  expect(await balance(server, 'platform:FEES:USD')).toBe(fees + 400n);
  expect(await balance(server, 'clearing:fake:USD')).toBe(clearing + 19_600n);
  expect((await email).text).toContain('Sent to you: 196.00 USD');

  const { data } = await server.gql(NOTIFICATIONS, {}, { token: creator.accessToken });
  expect(data!.notifications.edges[0]!.node).toEqual({
    kind: 'WITHDRAWAL_PAID',
    actor: null,
    withdrawalId: withdrawal.id,
    withdrawalAmountMinor: '19600',
    withdrawalCurrency: 'USD',
  });
  const history = await server.gql(WALLET, { first: 5, kind: 'WITHDRAWAL' }, { token: creator.accessToken });
  expect(history.data!.wallet.transactions.edges[0]!.node).toMatchObject({ status: 'PAID', reference: withdrawal.id });
});

it('releases the hold when the payout fails, once, however many webhooks come', async () => {
  await fakeGateway(server).setSwitches({ failPayouts: true, duplicateWebhooks: true });
  const available = await balanceOf(server, creator.id, 'AVAILABLE');
  const withdrawal = await withdraw('10000');
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(available - 10_000n);
  const email = nextEmail(server, /withdrawal has failed/);
  await runJobs(server);

  expect(await statusOf(withdrawal.id)).toMatchObject({ status: 'FAILED', failureReason: expect.any(String) });
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(available);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(0n);
  expect((await email).text).toContain('back in your available balance');
  const { data } = await server.gql(NOTIFICATIONS, {}, { token: creator.accessToken });
  expect(data!.notifications.edges.filter((edge) => edge.node.withdrawalId === withdrawal.id)).toEqual([
    { node: expect.objectContaining({ kind: 'WITHDRAWAL_FAILED', withdrawalAmountMinor: '10000' }) },
  ]);
});

it('settles exactly once when asked again', async () => {
  await fakeGateway(server).setSwitches({ dropWebhooks: true });
  const withdrawal = await withdraw('5000');
  await runJobs(server);
  const deps = server.kuza.deps;
  const before = await balanceOf(server, creator.id, 'AVAILABLE');
  const results = await Promise.all([
    settleWithdrawal(deps, withdrawal.id, { status: 'PAID' }),
    settleWithdrawal(deps, withdrawal.id, { status: 'PAID' }),
    settleWithdrawal(deps, withdrawal.id, { status: 'FAILED', failureReason: 'late' }),
  ]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(0n);
  const status = (await statusOf(withdrawal.id))!.status;
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(status === 'PAID' ? before : before + 5_000n);
  // The reconciliation reads the gateway's PAID later: nothing moves again.
  await server.kuza.jobs.add('payments:reconcile', {});
  await runJobs(server);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(0n);
});
