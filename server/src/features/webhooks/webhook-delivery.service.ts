import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { sqlRow } from '../../db/sql';
import type { Deps } from '../../graphql/services';
import { Clock } from '../../kernel/clock';
import { systemResolver, type Resolver } from './address-guard';
import { DELIVER_WEBHOOK_TASK } from './emit-webhook-event';
import { endpointDisabledEmail } from './webhook.emails';
import { decryptSecret } from './webhook-secret';
import { sendWebhook, type AttemptOutcome } from './webhook-sender';

/** Failures for this long in a row (no success between) disable an endpoint. */
const FAILING_DISABLES_AFTER_MS = 3 * 24 * 3600 * 1000;

interface DeliveryRow {
  id: string;
  message_id: string;
  payload: unknown;
  status: string;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret_encrypted: string;
  usable: boolean;
  failing_since: Date | null;
  owner_email: string;
}

/** Sends the outbox's deliveries (a job per attempt), retries on Standard Webhooks' schedule, disables dead endpoints. */
export class WebhookDeliveryService {
  /** How host names are resolved before the address check; tests replace it (a name resolving to 10.x). */
  resolver: Resolver = systemResolver;

  constructor(private readonly deps: Deps) {}

  /** The job: one attempt of one delivery. */
  async deliver(deliveryId: string): Promise<void> {
    const row = await sqlRow<DeliveryRow>(
      this.deps.db,
      `SELECT d.id, d.message_id, d.payload, d.status, d.attempts, e.id AS endpoint_id, e.url, e.secret_encrypted,
              e.deleted_at IS NULL AND e.disabled_at IS NULL AS usable, e.failing_since, u.email AS owner_email
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id JOIN users u ON u.id = e.user_id
       WHERE d.id = $1`,
      [deliveryId],
    );
    if (!row || row.status !== 'PENDING') return;
    if (!row.usable) {
      await this.deps.db.query(
        `UPDATE webhook_deliveries SET status = 'FAILED', next_attempt_at = NULL WHERE id = $1`,
        [row.id],
      );
      return;
    }
    const clock = this.deps.services.get(Clock);
    const attemptedAt = clock.now();
    const body = JSON.stringify(row.payload);
    const secret = decryptSecret(row.secret_encrypted, this.deps.config.webhooks.secretKey);
    const signature = new Webhook(secret).sign(row.message_id, attemptedAt, body);
    const outcome = await sendWebhook(
      {
        url: row.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kuza-Webhooks/1.0',
          'webhook-id': row.message_id,
          'webhook-timestamp': Math.floor(attemptedAt.getTime() / 1000).toString(),
          'webhook-signature': signature,
        },
      },
      {
        resolve: this.resolver,
        allowPrivateAddresses: this.deps.config.webhooks.allowPrivateAddresses,
        now: () => performance.now(),
      },
    );
    const disabled = await this.deps.db.transaction((manager) => this.record(manager, row, attemptedAt, outcome));
    if (disabled) this.deps.mailer.sendInBackground(endpointDisabledEmail(row.owner_email, row.url, disabled));
  }

  /** Logs the attempt and decides what follows; answers the reason when the endpoint was disabled. */
  private async record(
    manager: EntityManager,
    row: DeliveryRow,
    attemptedAt: Date,
    outcome: AttemptOutcome,
  ): Promise<'GONE' | 'FAILING' | null> {
    await manager.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error, succeeded)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.id,
        attemptedAt,
        outcome.statusCode,
        outcome.latencyMs,
        outcome.responseExcerpt,
        outcome.error,
        outcome.succeeded,
      ],
    );
    const attempts = row.attempts + 1;
    if (outcome.succeeded) {
      await manager.query(
        `UPDATE webhook_deliveries SET status = 'SUCCEEDED', attempts = $2, next_attempt_at = NULL WHERE id = $1`,
        [row.id, attempts],
      );
      await manager.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1`, [row.endpoint_id]);
      return null;
    }
    const failingSince = row.failing_since ?? attemptedAt;
    const reason =
      outcome.statusCode === 410
        ? 'GONE'
        : attemptedAt.getTime() - failingSince.getTime() >= FAILING_DISABLES_AFTER_MS
          ? 'FAILING'
          : null;
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
    const nextAt = reason === null && delay !== undefined ? new Date(attemptedAt.getTime() + delay * 1000) : null;
    await manager.query(
      `UPDATE webhook_deliveries SET attempts = $2, next_attempt_at = $3, status = CASE WHEN $3::timestamptz IS NULL
         THEN 'FAILED' ELSE 'PENDING' END WHERE id = $1`,
      [row.id, attempts, nextAt],
    );
    await manager.query(
      `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2),
         disabled_at = CASE WHEN $3::text IS NULL THEN disabled_at ELSE $2 END, disabled_reason = COALESCE($3, disabled_reason)
       WHERE id = $1`,
      [row.endpoint_id, attemptedAt, reason],
    );
    if (nextAt) await this.schedule(manager, row.id, nextAt);
    return reason;
  }

  /** Queues an attempt of `deliveryId` at `runAt` (one pending job per delivery). */
  async schedule(manager: EntityManager, deliveryId: string, runAt?: Date): Promise<void> {
    await this.deps.jobs.addInTransaction(
      manager,
      DELIVER_WEBHOOK_TASK,
      { deliveryId },
      { runAt, jobKey: `webhook:${deliveryId}`, maxAttempts: 3 },
    );
  }
}
