import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import type { EntityManager } from 'typeorm';
import { preparedRow } from '../../db/prepared';
import { sqlRow, sqlRows } from '../../db/sql';
import { isUuid } from '../../kernel/sql';
import type { JobQueue } from '../../jobs';
import { requireViewer } from '../../kernel/viewer';
import { requestHash } from '../ledger';
import { Checkout, CheckoutStatus, type CheckoutPurpose, type CheckoutRecord } from './checkout.types';
import { createGateway } from './create-gateway';
import type { CreatePayoutRequest, PaymentGateway, Payout } from './gateway';
import { PaymentHandlers, type AfterCommit, type CheckoutPaidHandler, type PayoutSettledHandler } from './registry';

export interface CreateCheckoutInput {
  purpose: CheckoutPurpose;
  payerId: string;
  amountMinor: bigint;
  currency: string;
  /** The payer's key: the same key and request answer the same checkout; another request under it is CONFLICT. */
  idempotencyKey: string;
  /** What the payer asked for, as sent (hashed to recognise a replay). */
  request: unknown;
  /** What the handler of the purpose needs once paid (the creator tipped, the message). */
  metadata?: Record<string, unknown>;
  /** Shown on the gateway's page. */
  description: string;
}

interface CheckoutRow {
  id: string;
  purpose: CheckoutPurpose;
  payer_id: string;
  provider: string;
  amount_minor: string;
  currency: string;
  status: CheckoutStatus;
  checkout_url: string | null;
  request_hash: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  completed_at: Date | null;
}

const CHECKOUT_COLUMNS = `id, purpose, payer_id, provider, amount_minor::text, currency, status, checkout_url, request_hash,
  metadata, created_at, completed_at`;

const toRecord = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  purpose: row.purpose,
  payerId: row.payer_id,
  provider: row.provider,
  amountMinor: BigInt(row.amount_minor),
  currency: row.currency,
  status: row.status,
  checkoutUrl: row.checkout_url,
  metadata: row.metadata,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

/**
 * Payments through the gateway: checkouts (a payer pays Kuza), payouts (Kuza pays a creator) and the handlers that
 * act, exactly once, when the gateway confirms either. The gateway's word is only trusted when read back from it.
 */
export class PaymentsService {
  readonly gateway: PaymentGateway;
  readonly handlers = new PaymentHandlers();
  /** Where this instance listens (app/server.ts tells it): the fake gateway posts its webhooks there. */
  private localUrl: string | undefined;

  constructor(private readonly deps: Deps) {
    this.gateway = createGateway(deps.config, { db: deps.db, queue: this.queue });
  }

  get queue(): JobQueue {
    return this.deps.jobs;
  }

  listeningAt(url: string): void {
    this.localUrl = url;
  }

  /** Where the fake gateway posts: FAKE_GATEWAY_WEBHOOK_URL, else this instance's own receiver. */
  fakeWebhookUrl(): string {
    const configured = this.deps.config.fakeGateway.webhookUrl;
    if (configured) return configured;
    if (!this.localUrl) throw new Error('The server is not listening yet');
    return `${this.localUrl}/webhooks/payments/fake`;
  }

  onCheckoutPaid(purpose: CheckoutPurpose, handler: CheckoutPaidHandler): void {
    this.handlers.onCheckoutPaid(purpose, handler);
  }

  onPayoutSettled(handler: PayoutSettledHandler): void {
    this.handlers.onPayoutSettled(handler);
  }

  /** A checkout at the gateway for the payer, once per idempotency key (CONFLICT for another request under it). */
  async createCheckout(input: CreateCheckoutInput): Promise<Checkout> {
    const hash = requestHash({
      purpose: input.purpose,
      amountMinor: input.amountMinor,
      currency: input.currency,
      request: input.request,
    });
    let row = await sqlRow<CheckoutRow>(
      this.deps.db,
      `INSERT INTO checkouts (purpose, payer_id, provider, amount_minor, currency, idempotency_key, request_hash, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (payer_id, idempotency_key) DO NOTHING RETURNING ${CHECKOUT_COLUMNS}`,
      [
        input.purpose,
        input.payerId,
        this.gateway.provider,
        input.amountMinor.toString(),
        input.currency,
        input.idempotencyKey,
        hash,
        JSON.stringify(input.metadata ?? {}),
      ],
    );
    if (!row) {
      row = await sqlRow<CheckoutRow>(
        this.deps.db,
        `SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE payer_id = $1 AND idempotency_key = $2`,
        [input.payerId, input.idempotencyKey],
      );
      if (!row || row.request_hash !== hash) throw new AppError('CONFLICT', 'wallet.idempotencyConflict');
    }
    if (row.checkout_url === null) row = await this.openAtGateway(row, input.description);
    return this.toCheckout(toRecord(row));
  }

  /** Asks the gateway for the charge (again, after a failure: the reference makes it once) and keeps its page. */
  private async openAtGateway(row: CheckoutRow, description: string): Promise<CheckoutRow> {
    const payer = await sqlRow<{ email: string }>(this.deps.db, `SELECT email FROM users WHERE id = $1`, [
      row.payer_id,
    ]);
    let checkoutUrl: string;
    try {
      const charge = await this.gateway.createCharge({
        reference: row.id,
        amountMinor: BigInt(row.amount_minor),
        currency: row.currency,
        email: payer?.email ?? '',
        returnUrl: `${this.deps.config.publicUrl}/dashboard/checkout/${row.id}`,
        description,
      });
      checkoutUrl = charge.checkoutUrl;
    } catch (err) {
      this.deps.logger.error({ err, checkoutId: row.id }, 'The payment gateway refused a checkout');
      throw new AppError('SERVICE_UNAVAILABLE', 'payment.gatewayUnavailable');
    }
    await this.deps.db.query(`UPDATE checkouts SET checkout_url = $2 WHERE id = $1`, [row.id, checkoutUrl]);
    return { ...row, checkout_url: checkoutUrl };
  }

  /** The caller's own checkout; null for anyone else's or an unknown id. */
  async checkoutFor(ctx: Context, id: string): Promise<Checkout | null> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) return null;
    const row = await sqlRow<CheckoutRow>(
      this.deps.db,
      `SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE id = $1 AND payer_id = $2`,
      [id, viewer.id],
    );
    return row ? this.toCheckout(toRecord(row)) : null;
  }

  /**
   * Reads the charge back from the gateway and, when it is decided, moves the checkout from PENDING to PAID or
   * FAILED with the purpose's handler in the same transaction. Any number of webhooks or reconciliations reach the
   * handler once: the UPDATE locks the row and decides only a PENDING checkout, so the later ones see the decision.
   * `alsoInTransaction` runs in the deciding transaction (the webhook event marked processed); true when it did.
   */
  async syncCheckout(
    reference: string,
    alsoInTransaction?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    if (!isUuid(reference)) return false;
    const charge = await this.gateway.getCharge(reference);
    if (charge.status === 'PENDING') return false;
    let decided = false;
    const afterCommit = await this.deps.db.transaction(async (manager): Promise<AfterCommit | void> => {
      // Never deliver for a payment that is not the one asked for: a PAID charge of another amount decides nothing.
      const updated = await preparedRow<CheckoutRow>(
        manager,
        `UPDATE checkouts SET status = $2, completed_at = clock_timestamp()
         WHERE id = $1 AND status = 'PENDING' AND ($2 <> 'PAID' OR (amount_minor = $3::bigint AND currency = $4))
         RETURNING ${CHECKOUT_COLUMNS}`,
        [reference, charge.status, charge.amountMinor.toString(), charge.currency],
      );
      if (!updated) {
        const row = await preparedRow<{ status: CheckoutStatus }>(
          manager,
          `SELECT status FROM checkouts WHERE id = $1`,
          [reference],
        );
        // Staff look into it (it stays pending).
        if (row?.status === CheckoutStatus.PENDING && charge.status === 'PAID') {
          this.deps.logger.error({ checkoutId: reference }, 'The gateway reports a different amount for a checkout');
        }
        return;
      }
      if (alsoInTransaction) await alsoInTransaction(manager);
      decided = alsoInTransaction !== undefined;
      if (charge.status !== 'PAID') return;
      // The authorization the payment saved, if any, goes to the handler (memberships renew with it).
      const record = { ...toRecord(updated), authorization: charge.authorization ?? null };
      return this.handlers.checkoutPaid(updated.purpose)(record, manager);
    });
    if (afterCommit) await this.runAfterCommit(afterCommit);
    return decided;
  }

  /**
   * Asks the gateway to pay out (the reference is the withdrawal id: at most one payout per reference). The outcome
   * reaches the payout handler once, from this answer, a webhook or the reconciliation job, whichever is first.
   */
  async requestPayout(request: CreatePayoutRequest): Promise<Payout> {
    await this.deps.db.query(
      `INSERT INTO gateway_payouts (reference, provider, amount_minor, currency) VALUES ($1, $2, $3, $4)
       ON CONFLICT (reference) DO NOTHING`,
      [request.reference, this.gateway.provider, request.amountMinor.toString(), request.currency],
    );
    const payout = await this.gateway.createPayout(request);
    if (payout.status !== 'PROCESSING') await this.syncPayout(request.reference, payout);
    return payout;
  }

  /** Reads the payout back (unless just read) and, once decided, records it and runs the payout handler, once. */
  async syncPayout(reference: string, known?: Payout): Promise<void> {
    const payout = known ?? (await this.gateway.getPayout(reference));
    if (payout.status === 'PROCESSING') return;
    const status = payout.status;
    const afterCommit = await this.deps.db.transaction(async (manager): Promise<AfterCommit | void> => {
      const settled = await sqlRow<{ reference: string }>(
        manager,
        `INSERT INTO gateway_payouts AS p (reference, provider, amount_minor, currency, status, failure_reason, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())
         ON CONFLICT (reference) DO UPDATE
           SET status = EXCLUDED.status, failure_reason = EXCLUDED.failure_reason, settled_at = EXCLUDED.settled_at
           WHERE p.status = 'PROCESSING'
         RETURNING reference`,
        [
          reference,
          this.gateway.provider,
          payout.amountMinor.toString(),
          payout.currency,
          status,
          payout.failureReason,
        ],
      );
      if (!settled) return;
      return this.handlers.payoutSettled()(
        {
          reference,
          providerId: payout.providerId,
          status,
          amountMinor: payout.amountMinor,
          currency: payout.currency,
          failureReason: payout.failureReason,
        },
        manager,
      );
    });
    if (afterCommit) await this.runAfterCommit(afterCommit);
  }

  /**
   * The next checkouts still pending (opened in the last week: older ones were abandoned) and payouts still
   * processing to re-read, least recently re-read first, marked as re-read now. Concurrent runs take different rows.
   */
  async undecided(limit: number): Promise<{ checkouts: string[]; payouts: string[] }> {
    const checkouts = await sqlRows<{ id: string }>(
      this.deps.db,
      `UPDATE checkouts SET reconciled_at = clock_timestamp()
       WHERE id IN (SELECT id FROM checkouts
                    WHERE status = 'PENDING' AND checkout_url IS NOT NULL AND created_at > now() - interval '7 days'
                    ORDER BY reconciled_at NULLS FIRST, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [limit],
    );
    const payouts = await sqlRows<{ reference: string }>(
      this.deps.db,
      `UPDATE gateway_payouts SET reconciled_at = clock_timestamp()
       WHERE reference IN (SELECT reference FROM gateway_payouts WHERE status = 'PROCESSING'
                           ORDER BY reconciled_at NULLS FIRST, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING reference`,
      [limit],
    );
    return { checkouts: checkouts.map((row) => row.id), payouts: payouts.map((row) => row.reference) };
  }

  private async runAfterCommit(work: AfterCommit): Promise<void> {
    try {
      await work();
    } catch (err) {
      // The payment is recorded; a notice that could not go out must not make the job post it again.
      this.deps.logger.error({ err }, 'Work after a confirmed payment failed');
    }
  }

  toCheckout(record: CheckoutRecord): Checkout {
    return Object.assign(new Checkout(), {
      id: record.id,
      checkoutUrl: record.checkoutUrl ?? '',
      status: record.status,
      purpose: record.purpose,
      amountMinor: record.amountMinor.toString(),
      currency: record.currency,
      testMode: this.gateway.testMode,
      createdAt: record.createdAt,
      completedAt: record.completedAt,
      postId: typeof record.metadata.postId === 'string' ? record.metadata.postId : null,
    });
  }
}
