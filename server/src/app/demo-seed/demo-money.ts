import { tipShares, type CurrencyCode } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { LedgerService } from '../../features/ledger';
import { PayoutMethodKind, PayoutMethodService, WithdrawalService } from '../../features/monetize';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedContexts } from './seed-context';

// Real money for the demo creators, in test mode: tips from their readers posted to the ledger as confirmed tips
// are (the fake gateway's clearing account pays the creator 95 % and Kuza's fees 5 %), most of them settled
// (pending → available), and a Mobile Money payout method and a withdrawal for amara, which the job queue pays out
// through the fake gateway once Kuza runs. Every figure of the wallet and earnings screens comes from these rows.

/** [creator, supporter, amount in minor units, currency, settled] */
const TIPS: ReadonlyArray<readonly [string, string, bigint, CurrencyCode, boolean]> = [
  ['amara', 'nairobi_fan1', 150_000n, 'KES', true],
  ['amara', 'nairobi_fan2', 80_000n, 'KES', true],
  ['amara', 'mombasa_fan1', 250_000n, 'KES', true],
  ['amara', 'lagos_fan3', 2_000n, 'USD', true],
  ['amara', 'kampala_fan1', 50_000n, 'KES', false],
  ['tunde_beats', 'lagos_fan1', 1_000_000n, 'NGN', true],
  ['tunde_beats', 'abuja_fan1', 500_000n, 'NGN', true],
  ['tunde_beats', 'lagos_fan2', 2_500_000n, 'NGN', true],
  ['tunde_beats', 'accra_fan1', 1_500n, 'USD', false],
  ['zanele_designs', 'johannesburg_fan1', 25_000n, 'ZAR', true],
  ['zanele_designs', 'cape_town_fan1', 12_000n, 'ZAR', true],
  ['kofi_pod', 'accra_fan2', 10_000n, 'GHS', true],
  ['kofi_pod', 'kumasi_fan1', 5_000n, 'GHS', false],
  ['selam_films', 'addis_ababa_fan1', 3_000n, 'USD', true],
  ['selam_films', 'cairo_fan1', 5_000n, 'USD', true],
];

export async function seedDemoMoney(deps: Deps): Promise<void> {
  const users: Array<{ id: string; username: string }> = await deps.db.query(`SELECT id, username FROM profiles`);
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  const ledger = deps.services.get(LedgerService);
  for (const [index, [creator, supporter, grossMinor, currency, settled]] of TIPS.entries()) {
    const creatorId = idOf.get(creator);
    if (!creatorId) continue;
    const { creatorMinor, platformMinor } = tipShares(grossMinor);
    const key = `demo-tip:${index}`;
    const supporterId = idOf.get(supporter);
    await ledger.post({
      kind: 'TIP',
      idempotencyKey: key,
      request: { creator, supporter, grossMinor, currency },
      currency,
      ...(supporterId ? { counterpartyUserId: supporterId } : {}),
      metadata: { demo: true },
      entries: [
        { account: { clearing: 'fake' }, amountMinor: -grossMinor },
        { account: { userId: creatorId, kind: 'PENDING' }, amountMinor: creatorMinor },
        { account: { platform: 'FEES' }, amountMinor: platformMinor },
      ],
    });
    if (!settled) continue;
    await ledger.post({
      kind: 'SETTLEMENT',
      idempotencyKey: `${key}:settle`,
      request: { key },
      currency,
      entries: [
        { account: { userId: creatorId, kind: 'PENDING' }, amountMinor: -creatorMinor },
        { account: { userId: creatorId, kind: 'AVAILABLE' }, amountMinor: creatorMinor },
      ],
    });
  }

  if (!idOf.has('amara')) return;
  const ctx = (await seedContexts(deps))('amara');
  const method = await deps.services.get(PayoutMethodService).add(ctx, {
    kind: PayoutMethodKind.MOBILE_MONEY,
    details: { provider: 'MPESA', phoneNumber: '+254712345678' },
    password: DEMO_PASSWORD,
  });
  await deps.services.get(WithdrawalService).request(ctx, {
    payoutMethodId: method.id,
    amountMinor: '200000', // KSh 2,000 of her KSh 4,560 available
    currency: 'KES',
    idempotencyKey: 'demo-withdrawal:amara:1',
  });
}
