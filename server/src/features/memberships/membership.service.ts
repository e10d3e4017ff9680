import { addOneMonth, firstIssue, joinMembershipSchema } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { requireScope } from '../../graphql/api-scopes';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { notBlockedSql } from '../../kernel/blocks';
import { Clock } from '../../kernel/clock';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { emitWebhookEvent } from '../webhooks';
import { NotificationService } from '../notifications';
import { type AfterCommit, type Checkout, CheckoutPurpose, type CheckoutRecord, PaymentsService } from '../payments';
import { recordPaidPeriod } from './paid-period';
import { MEMBERSHIP_COLUMNS, toMembership, toPayment, type MembershipRow, type PaymentRow } from './membership.rows';
import type { Membership } from './membership.types';
import { TierService } from './tier.service';

/** What a membership's checkout carries to its handler. */
interface JoinMetadata {
  tierId: string;
  creatorId: string;
  /** The creator's post the reader joined from, if any: its split divides each payment. */
  postId?: string | null;
}

/**
 * Joining and leaving: a supporter joins a tier through the gateway's checkout; the membership exists once the
 * gateway confirms the payment, with the authorization it saved for the monthly renewals (renewal.service.ts).
 * `access_until` is what entitlement reads: the paid period's end, the grace period's while a renewal is retried.
 */
export class MembershipService {
  constructor(private readonly deps: Deps) {}

  /** Registers the handler of paid membership checkouts with payments (app/server.ts, at start). */
  register(): void {
    this.deps.services
      .get(PaymentsService)
      .onCheckoutPaid(CheckoutPurpose.MEMBERSHIP, (checkout, manager) => this.confirm(checkout, manager));
  }

  private now(): Date {
    return this.deps.services.get(Clock).now();
  }

  async join(ctx: Context, tierId: string, idempotencyKey: string, postId: string | null = null): Promise<Checkout> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WRITE');
    const checked = firstIssue(joinMembershipSchema, { tierId, idempotencyKey, postId });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const tier = isUuid(tierId)
      ? await sqlRow<{
          creator_id: string;
          username: string;
          name: string;
          price_minor: string;
          currency: string;
          is_open: boolean;
          retired: boolean;
          confirmed: boolean;
          member: boolean;
        }>(
          this.deps.db,
          `SELECT t.creator_id, p.username, t.name, t.price_minor::text, t.currency, t.is_open,
                  t.retired_at IS NOT NULL AS retired, u.email_confirmed_at IS NOT NULL AS confirmed,
                  EXISTS (SELECT 1 FROM memberships m WHERE m.tier_id = t.id AND m.member_id = $2
                          AND m.status <> 'LAPSED') AS member
           FROM membership_tiers t JOIN profiles p ON p.id = t.creator_id JOIN users u ON u.id = t.creator_id
           WHERE t.id = $1 AND ${notBlockedSql('t.creator_id', '$2')}`,
          [tierId, viewer.id],
        )
      : undefined;
    if (!tier) throw notFound('membership.tierNotFound');
    if (tier.creator_id === viewer.id) throw badInput('tierId', 'membership.cannotJoinOwn');
    if (tier.retired) throw badInput('tierId', 'membership.tierRetired');
    if (!tier.is_open) throw badInput('tierId', 'membership.tierClosed');
    if (tier.member) throw badInput('tierId', 'membership.alreadyMember');
    // Money reaches only accounts whose owner has shown they read their e-mail (issue 33).
    if (!tier.confirmed) throw badInput('tierId', 'membership.creatorCannotReceive');
    if (postId !== null) await this.requireCreatorsPost(postId, tier.creator_id);
    const metadata: JoinMetadata = { tierId, creatorId: tier.creator_id, postId };
    return this.deps.services.get(PaymentsService).createCheckout({
      purpose: CheckoutPurpose.MEMBERSHIP,
      payerId: viewer.id,
      amountMinor: BigInt(tier.price_minor),
      currency: tier.currency,
      idempotencyKey,
      request: { tierId, postId },
      metadata: { ...metadata },
      description: `Membership: ${tier.name} (@${tier.username}), monthly`,
    });
  }

  /** A join may name a post only of the tier's own creator (its split then divides the creator's share). */
  private async requireCreatorsPost(postId: string, creatorId: string): Promise<void> {
    const post = isUuid(postId)
      ? await sqlRow<{ id: string }>(this.deps.db, `SELECT id FROM posts WHERE id = $1 AND user_id = $2`, [
          postId,
          creatorId,
        ])
      : undefined;
    if (!post) throw badInput('postId', 'membership.postNotCreators');
  }

  /**
   * The gateway confirmed a membership's first payment: runs once, in the transaction that marks the checkout PAID.
   * A second checkout paid for a membership that already runs (two tabs) pays its next period, never nothing.
   */
  private async confirm(checkout: CheckoutRecord, manager: EntityManager): Promise<AfterCommit> {
    const meta = checkout.metadata as unknown as JoinMetadata;
    const now = this.now();
    const periodEnd = addOneMonth(now);
    const created = await sqlRow<{ id: string; joined_from_post_id: string | null }>(
      manager,
      `INSERT INTO memberships (tier_id, member_id, creator_id, status, current_period_start, current_period_end,
         access_until, price_minor, currency, provider, authorization_ref, next_renewal_at, period_number, created_at,
         joined_from_post_id)
       VALUES ($1, $2, $3, 'ACTIVE', $4, $5, $5, $6, $7, $8, $9, $5, 1, $4,
         (SELECT id FROM posts WHERE id = $10::uuid AND user_id = $3))
       ON CONFLICT (member_id, tier_id) WHERE status <> 'LAPSED' DO NOTHING RETURNING id, joined_from_post_id`,
      [
        meta.tierId,
        checkout.payerId,
        meta.creatorId,
        now,
        periodEnd,
        checkout.amountMinor.toString(),
        checkout.currency,
        checkout.provider,
        checkout.authorization ?? null,
        meta.postId ?? null,
      ],
    );
    let membershipId: string;
    let period: { number: number; start: Date; end: Date };
    let fromPostId: string | null;
    if (created) {
      membershipId = created.id;
      fromPostId = created.joined_from_post_id;
      period = { number: 1, start: now, end: periodEnd };
    } else {
      const running = await sqlRow<{
        id: string;
        period_number: number;
        current_period_end: Date;
        joined_from_post_id: string | null;
      }>(
        manager,
        `SELECT id, period_number, current_period_end, joined_from_post_id FROM memberships
         WHERE member_id = $1 AND tier_id = $2 AND status <> 'LAPSED' FOR UPDATE`,
        [checkout.payerId, meta.tierId],
      );
      if (!running) throw new Error(`The membership of checkout ${checkout.id} could not be recorded`);
      membershipId = running.id;
      fromPostId = running.joined_from_post_id;
      const start = running.current_period_end;
      period = { number: running.period_number + 1, start, end: addOneMonth(start) };
      await manager.query(
        `UPDATE memberships SET period_number = $2, current_period_start = $3, current_period_end = $4,
           access_until = $4, status = 'ACTIVE', next_renewal_at = $4, renewal_attempts = 0, cancelled_at = NULL,
           authorization_ref = COALESCE($5, authorization_ref)
         WHERE id = $1`,
        [membershipId, period.number, start, period.end, checkout.authorization ?? null],
      );
    }
    await recordPaidPeriod(this.deps, manager, {
      membershipId,
      memberId: checkout.payerId,
      creatorId: meta.creatorId,
      fromPostId,
      periodNumber: period.number,
      periodStart: period.start,
      periodEnd: period.end,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      provider: checkout.provider,
      chargeReference: checkout.id,
      checkoutId: checkout.id,
      paidAt: now,
    });
    const notifications = this.deps.services.get(NotificationService);
    const notification = created ? await notifications.notifyMembership(manager, membershipId, 'MEMBER_JOINED') : null;
    // The creator's webhooks hear of a new member in this transaction (outbox): none for a rolled-back payment.
    if (created) {
      await emitWebhookEvent(manager, {
        userId: meta.creatorId,
        type: 'membership.created',
        data: {
          membershipId,
          tierId: meta.tierId,
          memberId: checkout.payerId,
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
          periodEnd: period.end.toISOString(),
        },
      });
    }
    return () => notifications.publish(notification);
  }

  /** Cancels the caller's membership: no more renewals; access stays until the paid period ends. */
  async cancel(ctx: Context, id: string): Promise<Membership> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WRITE');
    const row = isUuid(id)
      ? await sqlRow<{ status: string }>(
          this.deps.db,
          `SELECT status FROM memberships WHERE id = $1 AND member_id = $2`,
          [id, viewer.id],
        )
      : undefined;
    if (!row) throw notFound('membership.notFound');
    const now = this.now();
    // A membership in grace has no paid period left: cancelling it ends it now.
    const updated = await sqlRow<{ id: string }>(
      this.deps.db,
      `UPDATE memberships
         SET status = CASE WHEN current_period_end > $2 THEN 'CANCELLED' ELSE 'LAPSED' END,
             cancelled_at = $2, next_renewal_at = NULL,
             lapsed_at = CASE WHEN current_period_end > $2 THEN NULL ELSE $2 END,
             access_until = CASE WHEN current_period_end > $2 THEN current_period_end ELSE $2 END
       WHERE id = $1 AND status IN ('ACTIVE', 'GRACE') RETURNING id`,
      [id, now],
    );
    if (!updated) throw badInput('id', 'membership.notActive');
    const [membership] = await this.membershipsOf(viewer.id, id);
    return membership!;
  }

  async myMemberships(ctx: Context): Promise<Membership[]> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'READ');
    return this.membershipsOf(viewer.id, null);
  }

  /** The member's memberships (or one of them), newest first, each with its tier and receipts. */
  private async membershipsOf(memberId: string, id: string | null): Promise<Membership[]> {
    const rows = await sqlRows<MembershipRow>(
      this.deps.db,
      `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships m
       JOIN membership_tiers mt ON mt.id = m.tier_id JOIN profiles cp ON cp.id = m.creator_id
       WHERE m.member_id = $1 AND ($2::uuid IS NULL OR m.id = $2::uuid)
       ORDER BY (m.status = 'LAPSED'), m.created_at DESC LIMIT 100`,
      [memberId, id],
    );
    if (rows.length === 0) return [];
    const payments = await sqlRows<PaymentRow>(
      this.deps.db,
      `SELECT id, membership_id, amount_minor::text, currency, charge_reference, period_start, period_end, paid_at
       FROM membership_payments WHERE membership_id = ANY($1::uuid[]) ORDER BY period_number DESC`,
      [rows.map((row) => row.id)],
    );
    const tiers = this.deps.services.get(TierService);
    return Promise.all(
      rows.map(async (row) =>
        toMembership(
          row,
          await tiers.byId(row.tier_id, memberId),
          payments.filter((payment) => payment.membership_id === row.id).map(toPayment),
        ),
      ),
    );
  }
}
