import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balanceOf, creditCreator } from '../../helpers/money';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { Clock } from '../../../server/src/kernel/clock';
import {
  ADD_METHOD,
  EARNINGS,
  FEES,
  METHODS,
  REMOVE_METHOD,
  SET_GOAL,
  WALLET,
  WITHDRAW,
  WITHDRAWALS,
} from './money-documents';

// The wallet as a creator uses it: balances and history from the ledger, payout methods behind the password, cash out
// with its fee and expected date, earnings by source and day, and the goal they set.
let server: TestServer;
let creator: TestUser;
let supporter: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'wallet_creator' });
  supporter = await buildUser(server, { username: 'wallet_supporter' });
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const as = (user: TestUser) => ({ token: user.accessToken });
const mpesa = { provider: 'MPESA', phoneNumber: '+254712345678' };

async function addMpesa(user: TestUser): Promise<string> {
  const result = await server.gql(
    ADD_METHOD,
    { input: { kind: 'MOBILE_MONEY', details: mpesa, password: user.password } },
    as(user),
  );
  return result.data!.addPayoutMethod.id;
}

it('shows a new account zeros and no history', async () => {
  const fresh = await buildUser(server);
  const { data } = await server.gql(WALLET, {}, as(fresh));
  expect(data!.wallet).toEqual({ balances: [], goal: null, transactions: expect.objectContaining({ edges: [] }) });
});

it('shows balances and tips from the ledger', async () => {
  await creditCreator(server, creator.id, 10_000n, 'USD', supporter.id); // $100 tip → $95
  const { data } = await server.gql(WALLET, { first: 10 }, as(creator));
  expect(data!.wallet.balances).toEqual([
    {
      currency: 'USD',
      available: { amountMinor: '9500', currency: 'USD' },
      pending: { amountMinor: '0' },
      withdrawing: { amountMinor: '0' },
      lifetime: { amountMinor: '9500' },
    },
  ]);
  expect(data!.wallet.transactions.edges.map((edge) => edge.node)).toEqual([
    expect.objectContaining({
      kind: 'TIP',
      status: 'COMPLETED',
      direction: 'IN',
      gross: { amountMinor: '10000', currency: 'USD' },
      fee: { amountMinor: '500' },
      net: { amountMinor: '9500' },
      counterparty: { username: 'wallet_supporter' },
    }),
  ]);
});

it('asks for the password again to add a payout method, and checks its details', async () => {
  const wrong = await server.gql(
    ADD_METHOD,
    { input: { kind: 'MOBILE_MONEY', details: mpesa, password: 'not-my-password' } },
    as(creator),
  );
  expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  const badPhone = await server.gql(
    ADD_METHOD,
    {
      input: { kind: 'MOBILE_MONEY', details: { provider: 'MPESA', phoneNumber: '0712' }, password: creator.password },
    },
    as(creator),
  );
  expect(badPhone.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'details.phoneNumber',
    messageId: 'wallet.phoneNumber',
  });
  const added = await server.gql(
    ADD_METHOD,
    {
      input: {
        kind: 'CRYPTO',
        details: { network: 'ETHEREUM', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
        password: creator.password,
      },
    },
    as(creator),
  );
  expect(added.data!.addPayoutMethod).toMatchObject({ kind: 'CRYPTO', label: 'ETHEREUM 0x5290…9EE7' });
  const listed = await server.gql(METHODS, {}, as(creator));
  expect(listed.data!.payoutMethods.map((method) => method.kind)).toEqual(['CRYPTO']);
  expect((await server.gql(REMOVE_METHOD, { id: added.data!.addPayoutMethod.id }, as(creator))).data).toEqual({
    removePayoutMethod: true,
  });
  expect((await server.gql(METHODS, {}, as(creator))).data!.payoutMethods).toEqual([]);
});

it('cashes out with the fee of the method, held from the available balance, expected in two business days', async () => {
  const methodId = await addMpesa(creator);
  server.kuza.deps.services.get(Clock).set(new Date('2026-11-26T09:00:00Z')); // a Thursday
  const input = { payoutMethodId: methodId, amountMinor: '5000', currency: 'USD', idempotencyKey: 'cash-out-1' };
  const { data } = await server.gql(WITHDRAW, { input }, as(creator));
  expect(data!.requestWithdrawal).toMatchObject({
    status: 'REQUESTED',
    methodKind: 'MOBILE_MONEY',
    expectedBy: '2026-11-30T09:00:00.000Z',
    amount: { amountMinor: '5000', currency: 'USD' },
    fee: { amountMinor: '50' },
    net: { amountMinor: '4950' },
  });
  server.kuza.deps.services.get(Clock).set(null);
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(4_500n);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(5_000n);

  // The same key answers the same withdrawal; with another request it is refused.
  const again = await server.gql(WITHDRAW, { input }, as(creator));
  expect(again.data!.requestWithdrawal.id).toBe(data!.requestWithdrawal.id);
  const conflict = await server.gql(WITHDRAW, { input: { ...input, amountMinor: '1000' } }, as(creator));
  expect(conflict.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageId: 'wallet.idempotencyConflict' });
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(4_500n);

  const history = await server.gql(WALLET, { first: 10, kind: 'WITHDRAWAL' }, as(creator));
  expect(history.data!.wallet.transactions.edges.map((edge) => edge.node)).toEqual([
    expect.objectContaining({
      kind: 'WITHDRAWAL',
      status: 'REQUESTED',
      direction: 'OUT',
      reference: data!.requestWithdrawal.id,
      gross: { amountMinor: '5000', currency: 'USD' },
      fee: { amountMinor: '50' },
      net: { amountMinor: '4950' },
    }),
  ]);
  const list = await server.gql(WITHDRAWALS, { first: 5 }, as(creator));
  expect(list.data!.withdrawals.edges.map((edge) => edge.node.id)).toEqual([data!.requestWithdrawal.id]);
});

it('refuses more than the available balance: "Insufficient balance", nothing written', async () => {
  const methodId = await addMpesa(creator);
  const before = await server.gql(WITHDRAWALS, { first: 50 }, as(creator));
  const result = await server.gql(
    WITHDRAW,
    { input: { payoutMethodId: methodId, amountMinor: '999999', currency: 'USD', idempotencyKey: 'too-much-1' } },
    as(creator),
  );
  expect(result.errors?.[0]).toMatchObject({
    message: 'Insufficient balance',
    extensions: { code: 'INSUFFICIENT_FUNDS' },
  });
  const after = await server.gql(WITHDRAWALS, { first: 50 }, as(creator));
  expect(after.data!.withdrawals.edges).toHaveLength(before.data!.withdrawals.edges.length);
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(4_500n);
});

it('sums earnings by source and day, and keeps the goal the creator sets', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const goal = await server.gql(SET_GOAL, { input: { amountMinor: '50000', currency: 'USD' } }, as(creator));
  expect(goal.data!.setEarningsGoal).toEqual({ amount: { amountMinor: '50000', currency: 'USD' } });
  const bad = await server.gql(SET_GOAL, { input: { amountMinor: '-1', currency: 'USD' } }, as(creator));
  expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'wallet.goalInvalid' });
  const { data } = await server.gql(
    EARNINGS,
    { period: { from: `${today}T00:00:00.000Z`, to: `${today}T23:59:59.000Z` } },
    as(creator),
  );
  expect(data!.earnings).toEqual({
    total: [{ amountMinor: '9500', currency: 'USD' }],
    bySource: [{ source: 'TIPS', amount: { amountMinor: '9500', currency: 'USD' } }],
    byDay: [{ date: today, amount: { amountMinor: '9500', currency: 'USD' } }],
    goal: { amount: { amountMinor: '50000' } },
  });
});

it('publishes the one fee table', async () => {
  const { data } = await server.gql(FEES);
  expect(data!.fees).toEqual([
    { kind: 'TIP', method: null, basisPoints: 500, creatorBasisPoints: 9500 },
    { kind: 'SUBSCRIPTION', method: null, basisPoints: 3000, creatorBasisPoints: 7000 },
    { kind: 'PURCHASE', method: null, basisPoints: 3000, creatorBasisPoints: 7000 },
    { kind: 'WITHDRAWAL', method: 'MOBILE_MONEY', basisPoints: 100, creatorBasisPoints: null },
    { kind: 'WITHDRAWAL', method: 'BANK_TRANSFER', basisPoints: 200, creatorBasisPoints: null },
    { kind: 'WITHDRAWAL', method: 'CRYPTO', basisPoints: 50, creatorBasisPoints: null },
  ]);
});
