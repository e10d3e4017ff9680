import { MEMBERSHIP_LIMITS, addOneMonth } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { Clock } from '../../kernel/clock';
import { emitWebhookEvent, webhookOutboxSql } from '../webhooks';
import { NotificationService } from '../notifications';
import { type Charge, PaymentsService } from '../payments';
import { recordPaidPeriod } from './paid-period';

/** The cron task that renews the memberships due (and ends cancelled ones whose period is over). */
export const RENEW_DUE_TASK = 'memberships:renew-due';
export const MEMBERSHIP_CRON = [{ schedule: '*/10 * * * *', task: RENEW_DUE_TASK }];

const DAY_MS = 24 * 3600 * 1000;
/** How many due memberships one run renews (the next run takes the rest). */
const BATCH = 200;

interface DueRow {
  id: string;
  member_id: string;
  creator_id: string;
  joined_from_post_id: string | null;
  email: string;
  status: 'ACTIVE' | 'GRACE';
  period_number: number;
  current_period_end: Date;
  renewal_attempts: number;
  authorization_ref: string | null;
  pending_charge_ref: string | null;
  provider: string | null;
  /** The tier's price, or the member's last price once the tier is retired. */
  price_minor: string;
  currency: string;
  tier_name: string;
}

/**
 * Monthly renewals through the gateway with the authorization the first payment saved. A renewal is idempotent per
 * membership period (one charge reference per attempt, one receipt and one ledger posting per period). A failed
 * renewal keeps access for the grace period (3 days) while it is retried daily; the third failure lapses the
 * membership, and access ends at once.
 */
export class RenewalService {
  constructor(private readonly deps: Deps) {}

  private now(): Date {
    return this.deps.services.get(Clock).now();
  }

  /** The cron task: ends cancelled memberships whose period is over, then renews each one due. */
  async renewDue(): Promise<void> {
    const now = this.now();
    // Cancelled memberships end with their period; their creators' webhooks hear of it in the same statement.
    await this.deps.db.query(
      `WITH ended AS (
         UPDATE memberships SET status = 'LAPSED', lapsed_at = current_period_end
         WHERE status = 'CANCELLED' AND current_period_end <= $1
         RETURNING id, member_id, creator_id, lapsed_at
       ), webhook AS (${webhookOutboxSql('membership.lapsed', {
         from: 'ended',
         userId: 'ended.creator_id',
         data: `jsonb_build_object('membershipId', ended.id, 'memberId', ended.member_id, 'reason', 'CANCELLED',
                  'lapsedAt', ended.lapsed_at)`,
       })})
       SELECT count(*) FROM ended`,
      [now],
    );
    const due = await sqlRows<{ id: string }>(
      this.deps.db,
      `SELECT id FROM memberships WHERE next_renewal_at <= $1 AND status IN ('ACTIVE', 'GRACE')
       ORDER BY next_renewal_at LIMIT ${BATCH}`,
      [now],
    );
    for (const { id } of due) {
      try {
        await this.renew(id);
      } catch (err) {
        // One membership's trouble (its gateway answer) must not hold up the others; the next run retries it.
        this.deps.logger.error({ err, membershipId: id }, 'A membership renewal failed to run');
      }
    }
  }

  /** One renewal attempt of a membership that is due: charge, then record the outcome in one transaction. */
  async renew(id: string): Promise<void> {
    const now = this.now();
    const row = await sqlRow<DueRow>(
      this.deps.db,
      `SELECT m.id, m.member_id, m.creator_id, m.joined_from_post_id, u.email, m.status, m.period_number, m.current_period_end,
              m.renewal_attempts, m.authorization_ref, m.pending_charge_ref, m.provider,
              (CASE WHEN t.retired_at IS NULL THEN t.price_minor ELSE COALESCE(m.price_minor, t.price_minor) END)::text
                AS price_minor,
              COALESCE(m.currency, t.currency) AS currency, t.name AS tier_name
       FROM memberships m JOIN membership_tiers t ON t.id = m.tier_id JOIN users u ON u.id = m.member_id
       WHERE m.id = $1 AND m.status IN ('ACTIVE', 'GRACE') AND m.next_renewal_at <= $2`,
      [id, now],
    );
    if (!row) return;
    const attempt = row.renewal_attempts + 1;
    const charge = await this.charge(row, attempt);
    const paid = charge?.status === 'PAID';
    const afterCommit = await this.deps.db.transaction(async (manager) => {
      // Whatever ran meanwhile (another instance's run) decided this attempt already: nothing to do twice.
      const locked = await sqlRow<{ id: string }>(
        manager,
        `SELECT id FROM memberships WHERE id = $1 AND period_number = $2 AND renewal_attempts = $3
           AND status IN ('ACTIVE', 'GRACE') FOR UPDATE`,
        [row.id, row.period_number, row.renewal_attempts],
      );
      if (!locked) return null;
      if (paid) {
        const start = row.current_period_end;
        const end = addOneMonth(start);
        await manager.query(
          `UPDATE memberships SET status = 'ACTIVE', period_number = $2, current_period_start = $3,
             current_period_end = $4, access_until = $4, next_renewal_at = $4, renewal_attempts = 0,
             pending_charge_ref = NULL, price_minor = $5, currency = $6,
             authorization_ref = COALESCE($7, authorization_ref)
           WHERE id = $1`,
          [
            row.id,
            row.period_number + 1,
            start,
            end,
            charge.amountMinor.toString(),
            charge.currency,
            charge.authorization ?? null,
          ],
        );
        await recordPaidPeriod(this.deps, manager, {
          membershipId: row.id,
          memberId: row.member_id,
          creatorId: row.creator_id,
          fromPostId: row.joined_from_post_id,
          periodNumber: row.period_number + 1,
          periodStart: start,
          periodEnd: end,
          amountMinor: charge.amountMinor,
          currency: charge.currency,
          provider: row.provider ?? this.deps.services.get(PaymentsService).gateway.provider,
          chargeReference: charge.reference,
          checkoutId: null,
          paidAt: now,
        });
        return null;
      }
      // A charge still pending is read back first on the next attempt (never charged twice in one period).
      const pendingRef = charge?.status === 'PENDING' ? charge.reference : null;
      if (attempt >= MEMBERSHIP_LIMITS.renewalAttempts) {
        await manager.query(
          `UPDATE memberships SET status = 'LAPSED', lapsed_at = $2, access_until = $2, next_renewal_at = NULL,
             renewal_attempts = $3, pending_charge_ref = $4 WHERE id = $1`,
          [row.id, now, attempt, pendingRef],
        );
        await emitWebhookEvent(manager, {
          userId: row.creator_id,
          type: 'membership.lapsed',
          data: {
            membershipId: row.id,
            memberId: row.member_id,
            reason: 'RENEWAL_FAILED',
            lapsedAt: now.toISOString(),
          },
        });
        return this.deps.services.get(NotificationService).notifyMembership(manager, row.id, 'MEMBERSHIP_LAPSED');
      }
      const periodEnd = row.current_period_end.getTime();
      await manager.query(
        `UPDATE memberships SET status = 'GRACE', renewal_attempts = $2, access_until = $3, next_renewal_at = $4,
           pending_charge_ref = $5 WHERE id = $1`,
        [
          row.id,
          attempt,
          new Date(periodEnd + MEMBERSHIP_LIMITS.graceDays * DAY_MS),
          new Date(periodEnd + attempt * DAY_MS),
          pendingRef,
        ],
      );
      return null;
    });
    if (afterCommit) this.deps.services.get(NotificationService).publish(afterCommit);
  }

  /**
   * The attempt's charge: the earlier attempt's, if it was still pending and is now decided, else a new charge of
   * the saved authorization under a reference unique to this period and attempt. Null when there is nothing to
   * charge (no saved authorization) or the gateway could not be reached (the next attempt reads it back).
   */
  private async charge(row: DueRow, attempt: number): Promise<Charge | null> {
    const gateway = this.deps.services.get(PaymentsService).gateway;
    if (row.pending_charge_ref) {
      const earlier = await gateway.getCharge(row.pending_charge_ref).catch(() => null);
      if (earlier?.status === 'PAID') return earlier;
    }
    if (!row.authorization_ref) return null;
    const reference = `mbr-${row.id}-${row.period_number + 1}-${attempt}`;
    try {
      return await gateway.chargeAuthorization({
        reference,
        authorization: row.authorization_ref,
        amountMinor: BigInt(row.price_minor),
        currency: row.currency,
        email: row.email,
        description: `Membership renewal: ${row.tier_name}`,
      });
    } catch (err) {
      this.deps.logger.warn({ err, membershipId: row.id, reference }, 'A membership renewal charge did not answer');
      return {
        reference,
        providerId: null,
        status: 'PENDING',
        amountMinor: 0n,
        currency: row.currency,
        checkoutUrl: '',
      };
    }
  }
}
