import { subscriptionShares } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { sqlRow } from '../../db/sql';
import type { Deps } from '../../graphql/services';
import { type ClearingProvider, LedgerService } from '../ledger';
import { incomeShares } from '../splits';

/** The job that makes a membership payment's creator share available once the gateway settles it. */
export const SETTLE_MEMBERSHIP_TASK = 'memberships:settle';

export interface PaidPeriod {
  membershipId: string;
  memberId: string;
  creatorId: string;
  /** The post the member joined from: its split, if any, divides the creator's share. */
  fromPostId: string | null;
  periodNumber: number;
  periodStart: Date;
  periodEnd: Date;
  amountMinor: bigint;
  currency: string;
  provider: string;
  /** The gateway's reference of the payment (the checkout's id, or a renewal charge's reference). */
  chargeReference: string;
  checkoutId: string | null;
  paidAt: Date;
}

/** The ledger's idempotency key of a membership period's payment: one posting per period, whatever runs twice. */
export const periodKey = (membershipId: string, periodNumber: number) => `membership:${membershipId}:${periodNumber}`;

/**
 * Records one paid membership period in the caller's transaction: the receipt, the member's lifetime total, and the
 * ledger posting from the gateway's clearing account to the creator's pending balance (70 %, through the splits
 * feature) and Kuza's fees (30 %); settlement is scheduled. False when this period was already recorded.
 */
export async function recordPaidPeriod(deps: Deps, manager: EntityManager, period: PaidPeriod): Promise<boolean> {
  const receipt = await sqlRow<{ id: string }>(
    manager,
    `INSERT INTO membership_payments (membership_id, period_number, checkout_id, charge_reference, amount_minor,
       currency, period_start, period_end, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (membership_id, period_number) DO NOTHING RETURNING id`,
    [
      period.membershipId,
      period.periodNumber,
      period.checkoutId,
      period.chargeReference,
      period.amountMinor.toString(),
      period.currency,
      period.periodStart,
      period.periodEnd,
      period.paidAt,
    ],
  );
  if (!receipt) return false;
  await manager.query(`UPDATE memberships SET lifetime_minor = lifetime_minor + $2 WHERE id = $1`, [
    period.membershipId,
    period.amountMinor.toString(),
  ]);
  const { creatorMinor, platformMinor } = subscriptionShares(period.amountMinor);
  const { shares, split } = await incomeShares(manager, {
    postId: period.fromPostId,
    ownerId: period.creatorId,
    amountMinor: creatorMinor,
  });
  const key = periodKey(period.membershipId, period.periodNumber);
  await deps.services.get(LedgerService).post(
    {
      kind: 'MEMBERSHIP',
      idempotencyKey: key,
      request: { membershipId: period.membershipId, periodNumber: period.periodNumber },
      currency: period.currency,
      entries: [
        { account: { clearing: period.provider as ClearingProvider }, amountMinor: -period.amountMinor },
        ...shares.map((share) => ({
          account: { userId: share.userId, kind: 'PENDING' as const },
          amountMinor: share.amountMinor,
        })),
        { account: { platform: 'FEES' }, amountMinor: platformMinor },
      ],
      reference: period.chargeReference,
      counterpartyUserId: period.memberId,
      metadata: { membershipId: period.membershipId, periodNumber: period.periodNumber, paymentId: receipt.id, split },
    },
    manager,
  );
  const runAt = new Date(Date.now() + deps.config.paymentSettlementDelaySeconds * 1000);
  await deps.jobs.addInTransaction(manager, SETTLE_MEMBERSHIP_TASK, { key }, { runAt });
  return true;
}

/** The job: the gateway has settled a membership payment, so its pending shares become available, once. */
export async function settleMembershipPayment(deps: Deps, key: string): Promise<void> {
  await deps.services.get(LedgerService).settlePending({ of: key, idempotencyKey: `${key}:settlement` });
}
