import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config, FakeGatewaySwitches } from '../../../config';
import type { JobQueue } from '../../../jobs';
import { preparedRow } from '../../../db/prepared';
import { sqlRow } from '../../../db/sql';
import {
  IGNORED_WEBHOOK,
  type AuthorizationChargeRequest,
  type Charge,
  type ChargeStatus,
  type CreateChargeRequest,
  type CreatePayoutRequest,
  type Payout,
  type PaymentGateway,
  type PayoutStatus,
  type WebhookRequest,
  type WebhookVerification,
} from '../gateway';
import { GatewayError } from '../providers';
import { FAKE_SIGNATURE_HEADER, signatureMatches } from './fake-signature';
import { emitFakeWebhook, releaseHeldWebhooks, type FakeWebhookBody } from './fake-webhooks';

/** The job that decides a payout (paid, or failed when the switch says so) a moment after it was asked for. */
export const FAKE_PAYOUT_TASK = 'payments:fake-gateway-payout';

export interface ChargeRow {
  reference: string;
  provider_id: string;
  amount_minor: string;
  currency: string;
  return_url: string;
  description: string;
  status: ChargeStatus;
  /** The authorization a paid charge saved (or the one it was charged with). */
  authorization: string | null;
}

const CHARGE_COLUMNS = `c.reference, c.provider_id, c.amount_minor::text, c.currency, c.return_url, c.description, c.status,
  COALESCE(c.authorization_ref, (SELECT a.authorization_ref FROM fake_gateway_authorizations a
                                 WHERE a.first_reference = c.reference)) AS authorization`;

interface PayoutRow {
  reference: string;
  provider_id: string;
  amount_minor: string;
  currency: string;
  status: PayoutStatus;
  failure_reason: string | null;
}

/**
 * The test-mode gateway that ships with Kuza: no money moves. Its charges, payouts and outgoing webhooks live in
 * PostgreSQL, so every Kuza instance sharing the database sees the same gateway; its checkout page is served at
 * /fake-gateway/checkout/{reference} (fake-checkout-page.ts).
 */
export class FakeGateway implements PaymentGateway {
  readonly provider = 'fake' as const;
  readonly testMode = true;

  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, 'publicUrl' | 'fakeGateway'>,
    private readonly queue: JobQueue,
  ) {}

  checkoutPath(reference: string): string {
    return `/fake-gateway/checkout/${encodeURIComponent(reference)}`;
  }

  async createCharge(request: CreateChargeRequest): Promise<Charge> {
    // Asking again for the same reference answers the charge already made.
    await this.db.query(
      `INSERT INTO fake_gateway_charges (reference, provider_id, amount_minor, currency, email, return_url, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (reference) DO NOTHING`,
      [
        request.reference,
        `fake_ch_${randomUUID()}`,
        request.amountMinor.toString(),
        request.currency,
        request.email,
        request.returnUrl,
        request.description,
      ],
    );
    return this.getCharge(request.reference);
  }

  async getCharge(reference: string): Promise<Charge> {
    const row = await this.chargeRow(reference);
    if (!row) throw new GatewayError('fake', 'NOT_FOUND', `no charge ${reference}`);
    return this.toCharge(row);
  }

  async chargeRow(reference: string, runner: DataSource | EntityManager = this.db): Promise<ChargeRow | undefined> {
    return preparedRow<ChargeRow>(
      runner,
      `SELECT ${CHARGE_COLUMNS} FROM fake_gateway_charges c WHERE c.reference = $1`,
      [reference],
    );
  }

  /** The payer pressed Pay or Decline on the checkout page: the charge is decided once and a webhook goes out. */
  async decideCharge(reference: string, paid: boolean): Promise<ChargeRow | undefined> {
    const switches = await this.switches();
    return this.db.transaction(async (manager) => {
      const row = await sqlRow<{ amount_minor: string; currency: string }>(
        manager,
        `UPDATE fake_gateway_charges SET status = $2 WHERE reference = $1 AND status = 'PENDING'
         RETURNING amount_minor::text, currency`,
        [reference, paid ? 'PAID' : 'FAILED'],
      );
      if (!row) return this.chargeRow(reference, manager);
      // Paying saves the card, as a real gateway's reusable authorization: renewals charge it later.
      if (paid) {
        await manager.query(
          `INSERT INTO fake_gateway_authorizations (authorization_ref, email, first_reference)
           SELECT $2, email, reference FROM fake_gateway_charges WHERE reference = $1`,
          [reference, `fake_auth_${randomUUID()}`],
        );
      }
      await emitFakeWebhook(manager, this.queue, switches, {
        event: paid ? 'charge.success' : 'charge.failed',
        data: { reference, status: paid ? 'success' : 'failed', amount: row.amount_minor, currency: row.currency },
      });
      return this.chargeRow(reference, manager);
    });
  }

  /**
   * Charges a saved authorization at once: PAID, or FAILED while the failRenewals switch is on (or for an unknown
   * authorization). Once per reference: asking again answers the first outcome.
   */
  async chargeAuthorization(request: AuthorizationChargeRequest): Promise<Charge> {
    const switches = await this.switches();
    const known = await sqlRow<{ authorization_ref: string }>(
      this.db,
      `SELECT authorization_ref FROM fake_gateway_authorizations WHERE authorization_ref = $1`,
      [request.authorization],
    );
    const status: ChargeStatus = known && !switches.failRenewals ? 'PAID' : 'FAILED';
    await this.db.query(
      `INSERT INTO fake_gateway_charges
         (reference, provider_id, amount_minor, currency, email, return_url, description, status, authorization_ref)
       VALUES ($1, $2, $3, $4, $5, '', $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
      [
        request.reference,
        `fake_ch_${randomUUID()}`,
        request.amountMinor.toString(),
        request.currency,
        request.email,
        request.description,
        status,
        request.authorization,
      ],
    );
    return this.getCharge(request.reference);
  }

  async createPayout(request: CreatePayoutRequest): Promise<Payout> {
    await this.db.transaction(async (manager) => {
      const created = await sqlRow<{ reference: string }>(
        manager,
        `INSERT INTO fake_gateway_payouts (reference, provider_id, amount_minor, currency, destination, reason, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'PROCESSING') ON CONFLICT (reference) DO NOTHING RETURNING reference`,
        [
          request.reference,
          `fake_tr_${randomUUID()}`,
          request.amountMinor.toString(),
          request.currency,
          JSON.stringify(request.destination),
          request.reason,
        ],
      );
      if (created) await this.queue.addInTransaction(manager, FAKE_PAYOUT_TASK, { reference: request.reference });
    });
    return this.getPayout(request.reference);
  }

  async getPayout(reference: string): Promise<Payout> {
    const row = await sqlRow<PayoutRow>(
      this.db,
      `SELECT reference, provider_id, amount_minor::text, currency, status, failure_reason
       FROM fake_gateway_payouts WHERE reference = $1`,
      [reference],
    );
    if (!row) throw new GatewayError('fake', 'NOT_FOUND', `no payout ${reference}`);
    return {
      reference: row.reference,
      providerId: row.provider_id,
      status: row.status,
      amountMinor: BigInt(row.amount_minor),
      currency: row.currency,
      failureReason: row.failure_reason,
    };
  }

  /** The job: the payout is paid, or fails while the failPayouts switch is on; a webhook tells Kuza. */
  async decidePayout(reference: string): Promise<void> {
    const switches = await this.switches();
    const failed = switches.failPayouts;
    await this.db.transaction(async (manager) => {
      const row = await sqlRow<PayoutRow>(
        manager,
        `UPDATE fake_gateway_payouts SET status = $2, failure_reason = $3
         WHERE reference = $1 AND status = 'PROCESSING'
         RETURNING reference, amount_minor::text, currency`,
        [reference, failed ? 'FAILED' : 'PAID', failed ? 'The fake gateway was told to fail payouts' : null],
      );
      if (!row) return;
      await emitFakeWebhook(manager, this.queue, switches, {
        event: failed ? 'transfer.failed' : 'transfer.success',
        data: { reference, status: failed ? 'failed' : 'success', amount: row.amount_minor, currency: row.currency },
      });
    });
  }

  verifyWebhook(request: WebhookRequest): WebhookVerification {
    const signature = request.headers[FAKE_SIGNATURE_HEADER];
    if (!signatureMatches(this.config.fakeGateway.secret, request.rawBody, signature)) return null;
    let body: Partial<FakeWebhookBody>;
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as Partial<FakeWebhookBody>;
    } catch {
      return IGNORED_WEBHOOK;
    }
    const reference = body.data?.reference;
    if (typeof body.id !== 'string' || typeof reference !== 'string' || typeof body.event !== 'string') {
      return IGNORED_WEBHOOK;
    }
    if (body.event.startsWith('charge.')) return { eventId: body.id, type: 'charge', reference };
    if (body.event.startsWith('transfer.')) return { eventId: body.id, type: 'payout', reference };
    return IGNORED_WEBHOOK;
  }

  /** The switches in force: those a test set (shared by every instance), else the configuration's. */
  async switches(): Promise<FakeGatewaySwitches> {
    const row = await sqlRow<{ switches: Partial<FakeGatewaySwitches> }>(
      this.db,
      `SELECT switches FROM fake_gateway_switches`,
    );
    return { ...this.config.fakeGateway.switches, ...row?.switches };
  }

  /** Test control: changes some switches for every instance; `reset` goes back to the configuration's. */
  async setSwitches(changes: Partial<FakeGatewaySwitches> | 'reset'): Promise<void> {
    if (changes === 'reset') {
      await this.db.query(`DELETE FROM fake_gateway_switches`);
      return;
    }
    await this.db.query(
      `INSERT INTO fake_gateway_switches (switches) VALUES ($1)
       ON CONFLICT (id) DO UPDATE SET switches = fake_gateway_switches.switches || EXCLUDED.switches`,
      [JSON.stringify(changes)],
    );
  }

  /** Test control: sends every webhook held back (by delay or reorder) now, newest first. */
  releaseHeldWebhooks(): Promise<number> {
    return releaseHeldWebhooks(this.db, this.queue);
  }

  private toCharge(row: ChargeRow): Charge {
    return {
      reference: row.reference,
      providerId: row.provider_id,
      status: row.status,
      amountMinor: BigInt(row.amount_minor),
      currency: row.currency,
      checkoutUrl: `${this.config.publicUrl}${this.checkoutPath(row.reference)}`,
      authorization: row.status === 'PAID' ? row.authorization : null,
    };
  }
}
