import { firstIssue, tipInputSchema, tipShares } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { preparedRow } from '../../db/prepared';
import { sqlRow } from '../../db/sql';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type ClearingProvider, LedgerService } from '../ledger';
import { NotificationService } from '../notifications';
import { incomeShares } from '../splits';
import { type Checkout, CheckoutPurpose, type CheckoutRecord, PaymentsService, type AfterCommit } from '../payments';
import { tipReceiptEmail } from './tip.emails';
import type { TipInput } from './tip.inputs';
import { webhookOutboxSql } from '../webhooks';

/** The job that makes a tip's creator share available once the gateway settles (PENDING → AVAILABLE). */
export const SETTLE_TIP_TASK = 'tips:settle';

const TIP_SQL = `WITH tip AS (
    INSERT INTO tips (checkout_id, supporter_id, creator_id, post_id, amount_minor, currency, message)
    VALUES ($1, $2, $3, (SELECT id FROM posts WHERE id = $4::uuid), $5, $6, $7)
    RETURNING id, creator_id, amount_minor, currency, message
  ), hooks AS (
    ${webhookOutboxSql('tip.received', {
      from: 'tip',
      userId: 'tip.creator_id',
      data: `jsonb_build_object('tipId', tip.id, 'postId', $4::uuid, 'amountMinor', tip.amount_minor::text,
        'currency', tip.currency, 'message', tip.message)`,
    })}
  )
  SELECT tip.id, u.email AS supporter_email, p.username AS creator_username
  FROM tip, users u, profiles p WHERE u.id = $2 AND p.id = $3`;

/** What a tip's checkout carries to its handler. */
interface TipMetadata {
  creatorId: string;
  postId: string | null;
  message: string | null;
}

/**
 * Tips: a supporter pays a creator through the gateway. The tip exists once the gateway confirms the payment: then,
 * in one transaction, the ledger posts the gross from the gateway's clearing account to the creator's pending
 * balance (95 %) and Kuza's fees (5 %), the creator is notified, and settlement is scheduled.
 */
export class TipService {
  constructor(private readonly deps: Deps) {}

  /** Registers the handler of paid tips with payments (app/server.ts, at start). */
  register(): void {
    this.deps.services
      .get(PaymentsService)
      .onCheckoutPaid(CheckoutPurpose.TIP, (checkout, manager) => this.confirm(checkout, manager));
  }

  async tip(ctx: Context, input: TipInput): Promise<Checkout> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(tipInputSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { creatorUsername, postId, amountMinor, currency, message, idempotencyKey } = checked.data;
    const creator = await sqlRow<{ id: string; username: string; confirmed: boolean }>(
      this.deps.db,
      `SELECT p.id, p.username, u.email_confirmed_at IS NOT NULL AS confirmed
         FROM profiles p JOIN users u ON u.id = p.id WHERE lower(p.username) = lower($1)`,
      [creatorUsername],
    );
    if (!creator) throw notFound('content.userNotFound');
    if (creator.id === viewer.id) throw badInput('creatorUsername', 'payment.cannotTipSelf');
    // Money reaches only accounts whose owner has shown they read their e-mail (issue 33).
    if (!creator.confirmed) throw badInput('creatorUsername', 'payment.creatorCannotReceive');
    if (postId) {
      const post = isUuid(postId)
        ? await sqlRow<{ user_id: string | null }>(this.deps.db, `SELECT user_id FROM posts WHERE id = $1`, [postId])
        : undefined;
      if (!post) throw notFound('content.postNotFound');
      if (post.user_id !== creator.id) throw badInput('postId', 'payment.postNotByCreator');
    }
    const metadata: TipMetadata = { creatorId: creator.id, postId: postId ?? null, message: message || null };
    return this.deps.services.get(PaymentsService).createCheckout({
      purpose: CheckoutPurpose.TIP,
      payerId: viewer.id,
      amountMinor,
      currency,
      idempotencyKey,
      request: metadata,
      metadata: { ...metadata },
      description: `Tip to @${creator.username}`,
    });
  }

  /** The gateway confirmed a tip's payment: runs once, in the transaction that marks the checkout PAID. */
  private async confirm(checkout: CheckoutRecord, manager: EntityManager): Promise<AfterCommit> {
    const meta = checkout.metadata as unknown as TipMetadata;
    // The tip and its tip.received webhook event (sent iff this transaction commits), in one statement.
    const tip = await preparedRow<{ id: string; supporter_email: string; creator_username: string }>(manager, TIP_SQL, [
      checkout.id,
      checkout.payerId,
      meta.creatorId,
      meta.postId,
      checkout.amountMinor.toString(),
      checkout.currency,
      meta.message,
    ]);
    if (!tip) throw new Error(`The tip of checkout ${checkout.id} could not be recorded`);
    const { creatorMinor, platformMinor } = tipShares(checkout.amountMinor);
    // The creator's 95 % divided by the post's split, if any: one pending entry per share, in this transaction.
    const { shares, split } = await incomeShares(manager, {
      postId: meta.postId,
      ownerId: meta.creatorId,
      amountMinor: creatorMinor,
    });
    await this.deps.services.get(LedgerService).post(
      {
        kind: 'TIP',
        idempotencyKey: `tip:${checkout.id}`,
        request: { checkoutId: checkout.id },
        currency: checkout.currency,
        entries: [
          { account: { clearing: checkout.provider as ClearingProvider }, amountMinor: -checkout.amountMinor },
          ...shares.map((share) => ({
            account: { userId: share.userId, kind: 'PENDING' as const },
            amountMinor: share.amountMinor,
          })),
          { account: { platform: 'FEES' }, amountMinor: platformMinor },
        ],
        reference: checkout.id,
        counterpartyUserId: checkout.payerId,
        metadata: { tipId: tip.id, postId: meta.postId, split },
      },
      manager,
    );
    const notifications = this.deps.services.get(NotificationService);
    const notification = await notifications.notifyTip(manager, tip.id);
    const runAt = new Date(Date.now() + this.deps.config.paymentSettlementDelaySeconds * 1000);
    await this.deps.jobs.addInTransaction(manager, SETTLE_TIP_TASK, { checkoutId: checkout.id }, { runAt });
    const testMode = this.deps.services.get(PaymentsService).gateway.testMode;
    return () => {
      notifications.publish(notification);
      this.deps.mailer.sendInBackground(
        tipReceiptEmail({
          to: tip.supporter_email,
          creatorUsername: tip.creator_username,
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
          message: meta.message,
          reference: checkout.id,
          paidAt: checkout.completedAt ?? new Date(),
          testMode,
        }),
      );
    };
  }

  /** The job: the gateway has settled the tip, so the creators' shares move from pending to available, once. */
  async settle(checkoutId: string): Promise<void> {
    await this.deps.services.get(LedgerService).settlePending({
      of: `tip:${checkoutId}`,
      idempotencyKey: `tip-settlement:${checkoutId}`,
      reference: checkoutId,
    });
  }
}
