import fc from 'fast-check';
import { tipShares, withdrawalFee } from '@kuza/common';
import { LedgerService } from '../../../server/src/features/ledger';
import { settleWithdrawal } from '../../../server/src/features/monetize';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ADD_METHOD, WITHDRAW } from './money-documents';

// A property: any sequence of tips (posted through LedgerService as payments posts them, with replayed and reused
// idempotency keys), settlements, withdrawals, payouts, failures and repeated settlements leaves the ledger exactly
// where a simple in-memory model says, and every invariant holds after every sequence.
jest.setTimeout(240_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type Action =
  | { type: 'tip'; creator: number; gross: bigint; key: number }
  | { type: 'settle'; creator: number; amount: bigint }
  | { type: 'withdraw'; creator: number; amount: bigint; key: number }
  | { type: 'payout'; pick: number; paid: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('tip' as const),
    creator: fc.nat(1),
    gross: fc.bigInt(1n, 60_000n),
    key: fc.nat(5),
  }),
  fc.record({ type: fc.constant('settle' as const), creator: fc.nat(1), amount: fc.bigInt(1n, 60_000n) }),
  fc.record({
    type: fc.constant('withdraw' as const),
    creator: fc.nat(1),
    amount: fc.bigInt(500n, 40_000n),
    key: fc.nat(5),
  }),
  fc.record({ type: fc.constant('payout' as const), pick: fc.nat(20), paid: fc.boolean() }),
);

interface Creator {
  user: TestUser;
  methodId: string;
  pending: bigint;
  available: bigint;
  withdrawing: bigint;
}

interface Withdrawal {
  id: string;
  creator: Creator;
  amount: bigint;
  settled: boolean;
}

let run = 0;

async function ledgerBalance(key: string): Promise<bigint> {
  const rows = (await server.kuza.deps.db.query('SELECT balance::text FROM ledger_accounts WHERE key = $1', [key])) as {
    balance: string;
  }[];
  return BigInt(rows[0]?.balance ?? '0');
}

async function newCreator(): Promise<Creator> {
  const user = await buildUser(server);
  const added = await server.gql(
    ADD_METHOD,
    {
      input: {
        kind: 'MOBILE_MONEY',
        details: { provider: 'MTN', phoneNumber: '+233241234567' },
        password: user.password,
      },
    },
    { token: user.accessToken },
  );
  return { user, methodId: added.data!.addPayoutMethod.id, pending: 0n, available: 0n, withdrawing: 0n };
}

it('matches an in-memory model over random sequences, and keeps every invariant', async () => {
  const ledger = server.kuza.deps.services.get(LedgerService);
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
      run += 1;
      const creators = [await newCreator(), await newCreator()];
      const fees0 = await ledgerBalance('platform:FEES:USD');
      const clearing0 = await ledgerBalance('clearing:fake:USD');
      let fees = fees0;
      let clearing = clearing0;
      const tipKeys = new Map<number, string>(); // key → the request it was first used for
      const withdrawalKeys = new Map<number, { amount: bigint; creator: number; id: string | null }>();
      const withdrawals: Withdrawal[] = [];

      for (const step of actions) {
        if (step.type === 'tip') {
          const creator = creators[step.creator]!;
          const request = `${step.creator}:${step.gross}`;
          const { creatorMinor, platformMinor } = tipShares(step.gross);
          const posting = ledger.post({
            kind: 'TIP',
            idempotencyKey: `model-${run}-tip-${step.key}`,
            request,
            currency: 'USD',
            entries: [
              { account: { clearing: 'fake' }, amountMinor: -step.gross },
              { account: { userId: creator.user.id, kind: 'PENDING' }, amountMinor: creatorMinor },
              { account: { platform: 'FEES' }, amountMinor: platformMinor },
            ],
          });
          const first = tipKeys.get(step.key);
          if (first === undefined) {
            await expect(posting).resolves.toMatchObject({ replayed: false });
            tipKeys.set(step.key, request);
            creator.pending += creatorMinor;
            fees += platformMinor;
            clearing -= step.gross;
          } else if (first === request) {
            await expect(posting).resolves.toMatchObject({ replayed: true });
          } else {
            await expect(posting).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
          }
        } else if (step.type === 'settle') {
          const creator = creators[step.creator]!;
          const posting = ledger.post({
            kind: 'SETTLEMENT',
            idempotencyKey: `model-${run}-settle-${Math.random()}`,
            request: {},
            currency: 'USD',
            entries: [
              { account: { userId: creator.user.id, kind: 'PENDING' }, amountMinor: -step.amount },
              { account: { userId: creator.user.id, kind: 'AVAILABLE' }, amountMinor: step.amount },
            ],
          });
          if (step.amount > creator.pending) {
            await expect(posting).rejects.toMatchObject({ extensions: { code: 'INSUFFICIENT_FUNDS' } });
          } else {
            await posting;
            creator.pending -= step.amount;
            creator.available += step.amount;
          }
        } else if (step.type === 'withdraw') {
          const creator = creators[step.creator]!;
          const result = await server.gql(
            WITHDRAW,
            {
              input: {
                payoutMethodId: creator.methodId,
                amountMinor: step.amount.toString(),
                currency: 'USD',
                idempotencyKey: `model-${run}-withdraw-${step.creator}-${step.key}`,
              },
            },
            { token: creator.user.accessToken },
          );
          const code = result.errors?.[0]?.extensions?.code;
          const used = withdrawalKeys.get(step.creator * 10 + step.key);
          if (step.amount < 1_000n) {
            expect(code).toBe('BAD_USER_INPUT'); // below the $10 minimum: checked first
          } else if (used?.id) {
            // A replay answers the first withdrawal; another amount under the key is a conflict. Nothing moves.
            if (used.amount === step.amount) expect(result.data?.requestWithdrawal.id).toBe(used.id);
            else expect(code).toBe('CONFLICT');
          } else if (step.amount > creator.available) {
            expect(code).toBe('INSUFFICIENT_FUNDS');
          } else {
            expect(result.errors).toBeUndefined();
            const id = result.data!.requestWithdrawal.id;
            withdrawalKeys.set(step.creator * 10 + step.key, { amount: step.amount, creator: step.creator, id });
            withdrawals.push({ id, creator, amount: step.amount, settled: false });
            creator.available -= step.amount;
            creator.withdrawing += step.amount;
          }
        } else if (withdrawals.length > 0) {
          const withdrawal = withdrawals[step.pick % withdrawals.length]!;
          const settled = await settleWithdrawal(server.kuza.deps, withdrawal.id, {
            status: step.paid ? 'PAID' : 'FAILED',
          });
          expect(settled).toBe(!withdrawal.settled);
          if (!withdrawal.settled) {
            withdrawal.settled = true;
            withdrawal.creator.withdrawing -= withdrawal.amount;
            if (step.paid) {
              const { feeMinor, netMinor } = withdrawalFee(withdrawal.amount, 'MOBILE_MONEY');
              fees += feeMinor;
              clearing += netMinor;
            } else {
              withdrawal.creator.available += withdrawal.amount;
            }
          }
        }
      }

      for (const creator of creators) {
        const id = creator.user.id;
        expect({
          pending: await ledgerBalance(`user:${id}:PENDING:USD`),
          available: await ledgerBalance(`user:${id}:AVAILABLE:USD`),
          withdrawing: await ledgerBalance(`user:${id}:WITHDRAWING:USD`),
        }).toEqual({ pending: creator.pending, available: creator.available, withdrawing: creator.withdrawing });
      }
      expect(await ledgerBalance('platform:FEES:USD')).toBe(fees);
      expect(await ledgerBalance('clearing:fake:USD')).toBe(clearing);
      await expectLedgerInvariants(server.kuza.deps.db);
    }),
    { numRuns: 15 },
  );
});
