import { tipShares } from '@kuza/common';
import { LedgerService } from '../../server/src/features/ledger';
import type { TestServer } from './test-server';

let tipCount = 0;

/**
 * Money for a creator as Kuza's payments code posts it: a tip through the fake gateway's clearing account (95 % to
 * the creator's pending balance, 5 % platform fees), then its settlement (pending → available).
 */
export async function creditCreator(
  server: TestServer,
  creatorId: string,
  grossMinor: bigint,
  currency = 'USD',
  supporterId?: string,
): Promise<{ creatorMinor: bigint }> {
  const ledger = server.kuza.deps.services.get(LedgerService);
  const { creatorMinor, platformMinor } = tipShares(grossMinor);
  const key = `test-tip:${creatorId}:${++tipCount}:${Date.now()}`;
  await ledger.post({
    kind: 'TIP',
    idempotencyKey: key,
    request: { creatorId, grossMinor },
    currency,
    ...(supporterId ? { counterpartyUserId: supporterId } : {}),
    entries: [
      { account: { clearing: 'fake' }, amountMinor: -grossMinor },
      { account: { userId: creatorId, kind: 'PENDING' }, amountMinor: creatorMinor },
      { account: { platform: 'FEES' }, amountMinor: platformMinor },
    ],
  });
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
  return { creatorMinor };
}

/** A user's balance of one account kind, from the ledger's account row. */
export async function balanceOf(
  server: TestServer,
  userId: string,
  kind: 'AVAILABLE' | 'PENDING' | 'WITHDRAWING',
  currency = 'USD',
): Promise<bigint> {
  const rows = (await server.kuza.deps.db.query(`SELECT balance::text FROM ledger_accounts WHERE key = $1`, [
    `user:${userId}:${kind}:${currency}`,
  ])) as { balance: string }[];
  return BigInt(rows[0]?.balance ?? '0');
}
