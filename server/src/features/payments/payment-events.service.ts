import type { Deps } from '../../graphql/services';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedIn, preparedRow } from '../../db/prepared';
import { sqlRow } from '../../db/sql';
import type { WebhookEvent } from './gateway';
import { GatewayMode, PaymentGatewayStatus } from './gateway-status.types';
import { PaymentsService } from './payments.service';

/** The job that acts on one stored webhook event (re-reads the charge or payout from the gateway). */
export const PROCESS_EVENT_TASK = 'payments:process-event';
/** The job that re-reads every checkout and payout still undecided (a webhook may never come). */
export const RECONCILE_TASK = 'payments:reconcile';
/** How many undecided checkouts, and payouts, one reconciliation run re-reads. */
const RECONCILE_BATCH = 200;

/**
 * Webhooks in: each verified event is stored once (unique per provider and event id) with a job to process it, so
 * the gateway gets its 200 at once; the job trusts only what it reads back from the gateway.
 */
export class PaymentEventsService {
  constructor(private readonly deps: Deps) {}

  private get payments(): PaymentsService {
    return this.deps.services.get(PaymentsService);
  }

  /** When the provider's last webhook arrived and whether it verified (the admin's gateway status). */
  async recordReceipt(provider: string, verified: boolean): Promise<void> {
    await this.deps.db.query(
      `INSERT INTO payment_webhook_receipts (provider, last_received_at, last_verified) VALUES ($1, clock_timestamp(), $2)
       ON CONFLICT (provider) DO UPDATE SET last_received_at = EXCLUDED.last_received_at, last_verified = EXCLUDED.last_verified`,
      [provider, verified],
    );
  }

  /** Stores a verified event unless it came before; a new one gets its processing job in the same transaction. */
  async store(provider: string, event: WebhookEvent): Promise<boolean> {
    return this.deps.db.transaction(async (manager) => {
      const stored = await sqlRow<{ id: string }>(
        manager,
        `INSERT INTO payment_events (provider, event_id, type, reference) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
        [provider, event.eventId, event.type, event.reference],
      );
      if (stored) await this.payments.queue.addInTransaction(manager, PROCESS_EVENT_TASK, { id: stored.id });
      return stored !== undefined;
    });
  }

  /**
   * The job: acts on the event's charge or payout as the gateway now reports it. A charge that decides its checkout
   * marks the event processed in the deciding transaction; otherwise it is marked on its own.
   */
  async process(id: string): Promise<void> {
    const event = await preparedRow<{ type: 'charge' | 'payout'; reference: string; processed_at: Date | null }>(
      this.deps.db,
      `SELECT type, reference, processed_at FROM payment_events WHERE id = $1`,
      [id],
    );
    if (!event || event.processed_at) return;
    const markProcessed = async (runner: DataSource | EntityManager) => {
      await preparedIn(runner, `UPDATE payment_events SET processed_at = clock_timestamp() WHERE id = $1`, [id]);
    };
    if (event.type === 'charge') {
      if (await this.payments.syncCheckout(event.reference, markProcessed)) return;
    } else await this.payments.syncPayout(event.reference);
    await markProcessed(this.deps.db);
  }

  /** The cron job: re-reads what is still undecided; one that cannot be read now is tried on the next run. */
  async reconcile(): Promise<void> {
    const { checkouts, payouts } = await this.payments.undecided(RECONCILE_BATCH);
    for (const reference of checkouts) {
      await this.payments
        .syncCheckout(reference)
        .catch((err: unknown) => this.deps.logger.warn({ err, reference }, 'A checkout could not be reconciled'));
    }
    for (const reference of payouts) {
      await this.payments
        .syncPayout(reference)
        .catch((err: unknown) => this.deps.logger.warn({ err, reference }, 'A payout could not be reconciled'));
    }
  }

  /** The admin's view: mode, provider, the last webhook and the counts of undecided and failed payments. */
  async status(): Promise<PaymentGatewayStatus> {
    const gateway = this.payments.gateway;
    const row = await sqlRow<{
      last_received_at: Date | null;
      last_verified: boolean | null;
      pending_checkouts: number;
      failed_checkouts: number;
      pending_payouts: number;
      failed_payouts: number;
    }>(
      this.deps.db,
      `SELECT (SELECT last_received_at FROM payment_webhook_receipts WHERE provider = $1) AS last_received_at,
              (SELECT last_verified FROM payment_webhook_receipts WHERE provider = $1) AS last_verified,
              (SELECT count(*)::int FROM checkouts WHERE status = 'PENDING') AS pending_checkouts,
              (SELECT count(*)::int FROM checkouts WHERE status = 'FAILED') AS failed_checkouts,
              (SELECT count(*)::int FROM gateway_payouts WHERE status = 'PROCESSING') AS pending_payouts,
              (SELECT count(*)::int FROM gateway_payouts WHERE status = 'FAILED') AS failed_payouts`,
      [gateway.provider],
    );
    const counts = row!;
    return Object.assign(new PaymentGatewayStatus(), {
      mode: gateway.testMode ? GatewayMode.TEST : GatewayMode.LIVE,
      provider: gateway.provider,
      lastWebhookAt: counts.last_received_at,
      lastWebhookVerified: counts.last_verified,
      pendingCheckouts: counts.pending_checkouts,
      failedCheckouts: counts.failed_checkouts,
      pendingPayouts: counts.pending_payouts,
      failedPayouts: counts.failed_payouts,
      pendingCount: counts.pending_checkouts + counts.pending_payouts,
      failedCount: counts.failed_checkouts + counts.failed_payouts,
    });
  }
}
