import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { LedgerService } from '../../../server/src/features/ledger';
import { divideBySplit } from '../../../server/src/features/splits/income-shares';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A property of splits that pay: for any amount and any split (1 to 20 collaborators, percentages in hundredths
// adding up to 100 at most), the shares add up to the amount to the minor unit and none is negative; posted as a
// tip posts them, the ledger's invariants hold.
jest.setTimeout(240_000);

let server: TestServer;
let people: TestUser[];
beforeAll(async () => {
  server = await startTestServer();
  people = await Promise.all(Array.from({ length: 6 }, () => buildUser(server)));
});
afterAll(() => server.stop());

/** 1 to `max` collaborators' basis points, each 1 to 10,000, together at most 10,000. */
const basisPoints = (max: number) =>
  fc
    .array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: max })
    .filter((points) => points.reduce((sum, bp) => sum + bp, 0) <= 10_000);

it('divides 1,000 random amounts by random splits exactly, with no negative share', () => {
  fc.assert(
    fc.property(fc.bigInt(0n, 10n ** 13n), basisPoints(20), (amount, points) => {
      const collaborators = points.map((bp, i) => ({ userId: `c${i}`, basisPoints: bp }));
      const { shares, split } = divideBySplit('owner', amount, { splitId: 's', projectName: 'p', collaborators });
      expect(shares.reduce((sum, share) => sum + share.amountMinor, 0n)).toBe(amount);
      expect(shares.every((share) => share.amountMinor >= 0n)).toBe(true);
      // Each share is within one minor unit of its exact part, and the snapshot says what was paid.
      for (const [i, share] of shares.entries()) {
        const exact = (amount * BigInt(split.shares[i]!.basisPoints)) / 10_000n;
        expect(share.amountMinor - exact).toBeGreaterThanOrEqual(0n);
        expect(share.amountMinor - exact).toBeLessThanOrEqual(1n);
        expect(split.shares[i]!.amountMinor).toBe(share.amountMinor.toString());
      }
    }),
    { numRuns: 1_000 },
  );
});

it('posts random split tips to the ledger with every invariant holding', async () => {
  const ledger = server.kuza.deps.services.get(LedgerService);
  await fc.assert(
    fc.asyncProperty(fc.bigInt(1n, 5_000_000n), basisPoints(5), async (creatorPart, points) => {
      const [owner, ...others] = people;
      const collaborators = points.map((bp, i) => ({ userId: others[i]!.id, basisPoints: bp }));
      const { shares, split } = divideBySplit(owner!.id, creatorPart, {
        splitId: randomUUID(),
        projectName: 'p',
        collaborators,
      });
      await ledger.post({
        kind: 'TIP',
        idempotencyKey: `split-property:${randomUUID()}`,
        request: {},
        currency: 'KES',
        entries: [
          { account: { clearing: 'fake' }, amountMinor: -creatorPart },
          ...shares.map((share) => ({
            account: { userId: share.userId, kind: 'PENDING' as const },
            amountMinor: share.amountMinor,
          })),
        ],
        metadata: { split },
      });
    }),
    { numRuns: 60 },
  );
  await expectLedgerInvariants(server.kuza.deps.db);
  // Every collaborator's credits were earned as SPLITS, the owner's as TIPS.
  const sources: Array<{ user_id: string; source: string }> = await server.kuza.deps.db.query(
    `SELECT DISTINCT user_id, source FROM ledger_earnings_daily WHERE user_id = ANY($1) ORDER BY source`,
    [people.map((p) => p.id)],
  );
  expect(sources.filter((row) => row.user_id === people[0]!.id).map((row) => row.source)).toEqual(['TIPS']);
  expect(new Set(sources.filter((row) => row.user_id !== people[0]!.id).map((row) => row.source))).toEqual(
    new Set(['SPLITS']),
  );
});
