import { LedgerService, type PostRequest } from '../../../server/src/features/ledger';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The ledger itself: balanced postings, idempotency keys, balances that never go negative, append-only rows.
let server: TestServer;
let ledger: LedgerService;
let creator: TestUser;
let supporter: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ledger = server.kuza.deps.services.get(LedgerService);
  creator = await buildUser(server, { username: 'ledger_creator' });
  supporter = await buildUser(server, { username: 'ledger_supporter' });
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const balance = async (key: string): Promise<bigint> => {
  const rows = (await server.kuza.deps.db.query('SELECT balance::text FROM ledger_accounts WHERE key = $1', [key])) as {
    balance: string;
  }[];
  return BigInt(rows[0]?.balance ?? '0');
};

// A tip as the payments feature posts it: the gateway's clearing account pays the creator's pending 95 % and fees 5 %.
const tip = (key: string, gross: bigint, creatorId = creator.id): PostRequest => ({
  kind: 'TIP',
  idempotencyKey: key,
  request: { gross: gross.toString(), creatorId },
  currency: 'USD',
  counterpartyUserId: supporter.id,
  entries: [
    { account: { clearing: 'fake' }, amountMinor: -gross },
    { account: { userId: creatorId, kind: 'PENDING' }, amountMinor: (gross * 95n) / 100n },
    { account: { platform: 'FEES' }, amountMinor: gross - (gross * 95n) / 100n },
  ],
});

it('posts a balanced transaction and keeps each balance on its account', async () => {
  const result = await ledger.post(tip('tip-1', 1000n));
  expect(result.replayed).toBe(false);
  expect(await balance(`user:${creator.id}:PENDING:USD`)).toBe(950n);
  expect(await balance('platform:FEES:USD')).toBe(50n);
  expect(await balance('clearing:fake:USD')).toBe(-1000n);
});

it('answers a replay with the first result and refuses a different request under the same key', async () => {
  const first = await ledger.post(tip('tip-2', 2000n));
  const again = await ledger.post(tip('tip-2', 2000n));
  expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
  await expect(ledger.post(tip('tip-2', 3000n))).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
  expect(await balance(`user:${creator.id}:PENDING:USD`)).toBe(950n + 1900n);
});

it('refuses to take a user account below zero and writes nothing', async () => {
  const count = async () =>
    ((await server.kuza.deps.db.query('SELECT count(*)::int AS n FROM ledger_transactions')) as { n: number }[])[0]!.n;
  const before = await count();
  await expect(
    ledger.post({
      kind: 'WITHDRAWAL',
      idempotencyKey: 'hold-too-much',
      request: {},
      currency: 'USD',
      entries: [
        { account: { userId: creator.id, kind: 'AVAILABLE' }, amountMinor: -1n },
        { account: { userId: creator.id, kind: 'WITHDRAWING' }, amountMinor: 1n },
      ],
    }),
  ).rejects.toMatchObject({ message: 'Insufficient balance', extensions: { code: 'INSUFFICIENT_FUNDS' } });
  expect(await count()).toBe(before);
});

it('refuses postings that do not balance', async () => {
  await expect(
    ledger.post({
      kind: 'TIP',
      idempotencyKey: 'unbalanced',
      request: {},
      currency: 'USD',
      entries: [
        { account: { clearing: 'fake' }, amountMinor: -10n },
        { account: { platform: 'FEES' }, amountMinor: 9n },
      ],
    }),
  ).rejects.toThrow('sum to zero');
});

it('refuses to update or delete entries and transactions (SQL)', async () => {
  const db = server.kuza.deps.db;
  await expect(db.query('UPDATE ledger_entries SET amount_minor = amount_minor + 1')).rejects.toThrow(/append-only/);
  await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  await expect(db.query("UPDATE ledger_transactions SET reference = 'x'")).rejects.toThrow(/append-only/);
  await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  await expect(db.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
});

it('refuses (at commit) entries written by hand that do not sum to zero', async () => {
  const db = server.kuza.deps.db;
  await expect(
    db.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency) VALUES ('raw', 'x', 'FEE', 'USD') RETURNING id`,
      )) as { id: string }[];
      const [fees] = (await tx.query(`SELECT id FROM ledger_accounts WHERE key = 'platform:FEES:USD'`)) as {
        id: string;
      }[];
      await tx.query(
        'INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor) VALUES ($1, $2, $3, 5)',
        [row!.id, fees!.id, 'USD'],
      );
    }),
  ).rejects.toThrow(/does not balance/);
});

it('serialises concurrent postings on the same accounts without losing one', async () => {
  await Promise.all(Array.from({ length: 20 }, (_, i) => ledger.post(tip(`tip-many-${i}`, 100n, supporter.id))));
  expect(await balance(`user:${supporter.id}:PENDING:USD`)).toBe(20n * 95n);
});
