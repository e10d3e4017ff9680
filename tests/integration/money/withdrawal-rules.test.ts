import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balanceOf, creditCreator } from '../../helpers/money';
import { countRows } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ADD_METHOD, REMOVE_METHOD, WITHDRAW } from './money-documents';

// Cash out's rules under pressure: simultaneous requests never overdraw, and every bad request is refused with a
// clear code and message, writing nothing.
let server: TestServer;
let creator: TestUser;
let other: TestUser;
let methodId: string;
let othersMethodId: string;

const addMpesa = async (user: TestUser) =>
  (
    await server.gql(
      ADD_METHOD,
      {
        input: {
          kind: 'MOBILE_MONEY',
          details: { provider: 'AIRTEL', phoneNumber: '+256701234567' },
          password: user.password,
        },
      },
      { token: user.accessToken },
    )
  ).data!.addPayoutMethod.id;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'rules_creator' });
  other = await buildUser(server, { username: 'rules_other' });
  methodId = await addMpesa(creator);
  othersMethodId = await addMpesa(other);
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const request = (input: Partial<Record<'payoutMethodId' | 'amountMinor' | 'currency' | 'idempotencyKey', string>>) =>
  server.gql(
    WITHDRAW,
    {
      input: {
        payoutMethodId: methodId,
        amountMinor: '1900',
        currency: 'USD',
        idempotencyKey: `rules-${Math.random().toString(36).slice(2)}`,
        ...input,
      },
    },
    { token: creator.accessToken },
  );

it('accepts exactly the 10 of 100 simultaneous withdrawals that the balance covers', async () => {
  await creditCreator(server, creator.id, 20_000n); // $190 available: ten withdrawals of $19
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(19_000n);
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) => request({ amountMinor: '1900', idempotencyKey: `race-key-${i}` })),
  );
  const accepted = results.filter((result) => result.data?.requestWithdrawal);
  const refused = results.filter((result) => result.errors);
  expect(accepted).toHaveLength(10);
  expect(refused).toHaveLength(90);
  for (const result of refused) {
    expect(result.errors![0]).toMatchObject({
      message: 'Insufficient balance',
      extensions: { code: 'INSUFFICIENT_FUNDS', messageId: 'wallet.insufficientFunds' },
    });
  }
  expect(await balanceOf(server, creator.id, 'AVAILABLE')).toBe(0n);
  expect(await balanceOf(server, creator.id, 'WITHDRAWING')).toBe(19_000n);
  expect(await countRows(server, 'withdrawals')).toBe(10);
});

describe('a bad request is refused with a clear error and writes nothing', () => {
  beforeAll(() => creditCreator(server, creator.id, 100_000n));

  const cases: Array<[string, Parameters<typeof request>[0], object]> = [
    [
      'a negative amount',
      { amountMinor: '-1000' },
      { code: 'BAD_USER_INPUT', field: 'amountMinor', messageId: 'wallet.amountInvalid' },
    ],
    ['a zero amount', { amountMinor: '0' }, { code: 'BAD_USER_INPUT', messageId: 'wallet.amountInvalid' }],
    [
      'a fraction of a minor unit',
      { amountMinor: '1900.5' },
      { code: 'BAD_USER_INPUT', messageId: 'wallet.amountInvalid' },
    ],
    ['a number that is not one', { amountMinor: '1e5' }, { code: 'BAD_USER_INPUT', messageId: 'wallet.amountInvalid' }],
    [
      'an absurdly large amount',
      { amountMinor: '99999999999999999999999' },
      { code: 'BAD_USER_INPUT', messageId: 'wallet.amountTooLarge' },
    ],
    [
      'an unknown currency',
      { currency: 'XYZ' },
      { code: 'BAD_USER_INPUT', field: 'currency', messageId: 'wallet.unknownCurrency' },
    ],
    [
      'less than the minimum',
      { amountMinor: '999' },
      { code: 'BAD_USER_INPUT', messageId: 'wallet.belowMinimum', params: { minimum: '10.00', currency: 'USD' } },
    ],
    [
      'a missing idempotency key',
      { idempotencyKey: 'short' },
      { code: 'BAD_USER_INPUT', messageId: 'wallet.idempotencyKey' },
    ],
    [
      "someone else's payout method",
      { payoutMethodId: 'X' },
      { code: 'NOT_FOUND', messageId: 'wallet.payoutMethodNotFound' },
    ],
    [
      'an unknown payout method',
      { payoutMethodId: 'not-an-id' },
      { code: 'NOT_FOUND', messageId: 'wallet.payoutMethodNotFound' },
    ],
  ];

  it.each(cases)('%s', async (_name, input, extensions) => {
    const resolved = input?.payoutMethodId === 'X' ? { ...input, payoutMethodId: othersMethodId } : input;
    const before = {
      withdrawals: await countRows(server, 'withdrawals'),
      transactions: await countRows(server, 'ledger_transactions'),
    };
    const result = await request(resolved);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject(extensions);
    expect(result.errors?.[0]?.message).toEqual(expect.any(String));
    expect({
      withdrawals: await countRows(server, 'withdrawals'),
      transactions: await countRows(server, 'ledger_transactions'),
    }).toEqual(before);
  });

  it('a stale idempotency key used for another request: CONFLICT', async () => {
    const first = await request({ idempotencyKey: 'stale-key-1', amountMinor: '2000' });
    expect(first.errors).toBeUndefined();
    const before = await countRows(server, 'ledger_transactions');
    const again = await request({ idempotencyKey: 'stale-key-1', amountMinor: '3000' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This idempotency key was already used for a different request.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await countRows(server, 'ledger_transactions')).toBe(before);
  });

  it('a removed payout method', async () => {
    const removed = await addMpesa(creator);
    await server.gql(REMOVE_METHOD, { id: removed }, { token: creator.accessToken });
    const result = await request({ payoutMethodId: removed });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a caller who is not signed in', async () => {
    const result = await server.gql(WITHDRAW, {
      input: { payoutMethodId: methodId, amountMinor: '1900', currency: 'USD', idempotencyKey: 'anonymous-1' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

it('refuses payout methods and withdrawals to an account whose e-mail address is not confirmed', async () => {
  const unconfirmed = await buildUser(server, { emailConfirmed: false });
  const methods = await countRows(server, 'payout_methods');
  const added = await server.gql(
    ADD_METHOD,
    {
      input: {
        kind: 'MOBILE_MONEY',
        details: { provider: 'AIRTEL', phoneNumber: '+256701234567' },
        password: unconfirmed.password,
      },
    },
    { token: unconfirmed.accessToken },
  );
  expect(added.errors?.[0]).toMatchObject({
    message: 'Please confirm your email address first',
    extensions: { code: 'FORBIDDEN' },
  });
  expect(await countRows(server, 'payout_methods')).toBe(methods);

  const withdrawals = await countRows(server, 'withdrawals');
  const withdrawn = await server.gql(
    WITHDRAW,
    { input: { payoutMethodId: methodId, amountMinor: '1900', currency: 'USD', idempotencyKey: 'unconfirmed-1' } },
    { token: unconfirmed.accessToken },
  );
  expect(withdrawn.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  expect(await countRows(server, 'withdrawals')).toBe(withdrawals);
});
