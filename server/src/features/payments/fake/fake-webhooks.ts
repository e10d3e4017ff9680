import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { FakeGatewaySwitches } from '../../../config';
import type { JobQueue } from '../../../jobs';
import { sqlRow, sqlRows } from '../../../db/sql';
import { FAKE_SIGNATURE_HEADER, signBody } from './fake-signature';

/** The job that posts one of the fake gateway's webhooks to Kuza. */
export const FAKE_WEBHOOK_TASK = 'payments:fake-gateway-webhook';

/** A Paystack-shaped event body: `event` names what happened, `data.reference` is Kuza's reference. */
export interface FakeWebhookBody {
  id: string;
  event: 'charge.success' | 'charge.failed' | 'transfer.success' | 'transfer.failed';
  data: { reference: string; status: string; amount: string; currency: string };
}

/**
 * Queues a webhook about a change the caller is writing in `manager`'s transaction, as the switches say: dropped,
 * held back (delay: a job at the later time; reorder: until the next webhook, which then goes first), sent twice.
 */
export async function emitFakeWebhook(
  manager: EntityManager,
  queue: JobQueue,
  switches: FakeGatewaySwitches,
  body: Omit<FakeWebhookBody, 'id'>,
): Promise<void> {
  const full: FakeWebhookBody = { id: `evt_${randomUUID()}`, ...body };
  const copies = switches.duplicateWebhooks ? 2 : 1;
  if (switches.dropWebhooks) {
    await insertWebhooks(manager, full, copies, 'DROPPED');
    return;
  }
  const held = switches.webhookDelayMs > 0 || switches.reorderWebhooks;
  const ids = await insertWebhooks(manager, full, copies, held ? 'HELD' : 'QUEUED');
  if (switches.webhookDelayMs > 0) {
    const runAt = new Date(Date.now() + switches.webhookDelayMs);
    for (const id of ids) await queue.addInTransaction(manager, FAKE_WEBHOOK_TASK, { id }, { runAt });
    return;
  }
  if (switches.reorderWebhooks) {
    // The first webhook waits; the next one releases both, newest first.
    const earlier = await sqlRows<{ id: string }>(
      manager,
      `SELECT id FROM fake_gateway_webhooks WHERE status = 'HELD' AND NOT (id = ANY($1::bigint[])) ORDER BY id DESC`,
      [ids],
    );
    if (earlier.length === 0) return;
    await releaseInOrder(manager, queue, [...ids, ...earlier.map((row) => row.id)]);
    return;
  }
  for (const id of ids) await queue.addInTransaction(manager, FAKE_WEBHOOK_TASK, { id });
}

async function insertWebhooks(
  manager: EntityManager,
  body: FakeWebhookBody,
  copies: number,
  status: 'HELD' | 'QUEUED' | 'DROPPED',
): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    manager,
    `INSERT INTO fake_gateway_webhooks (event_id, body, status)
     SELECT $1, $2, $3 FROM generate_series(1, $4) RETURNING id::text`,
    [body.id, JSON.stringify(body), status, copies],
  );
  return rows.map((row) => row.id);
}

/** Queues held webhooks in the order given (one after another, a millisecond apart, so the order holds). */
async function releaseInOrder(manager: EntityManager, queue: JobQueue, ids: string[]): Promise<void> {
  await manager.query(`UPDATE fake_gateway_webhooks SET status = 'QUEUED' WHERE id = ANY($1::bigint[])`, [ids]);
  const start = Date.now();
  for (const [index, id] of ids.entries()) {
    await queue.addInTransaction(manager, FAKE_WEBHOOK_TASK, { id }, { runAt: new Date(start + index) });
  }
}

/** Test control: sends every held webhook now, newest first. Answers how many. */
export async function releaseHeldWebhooks(db: DataSource, queue: JobQueue): Promise<number> {
  return db.transaction(async (manager) => {
    const held = await sqlRows<{ id: string }>(
      manager,
      `SELECT id::text FROM fake_gateway_webhooks WHERE status = 'HELD' ORDER BY id DESC FOR UPDATE`,
    );
    await releaseInOrder(
      manager,
      queue,
      held.map((row) => row.id),
    );
    return held.length;
  });
}

/** The job: posts webhook `id` to `url`, signed. A refusal or an unreachable Kuza throws, so the job retries. */
export async function deliverFakeWebhook(db: DataSource, secret: string, url: string, id: string): Promise<void> {
  const row = await sqlRow<{ body: string; status: string }>(
    db,
    `SELECT body, status FROM fake_gateway_webhooks WHERE id = $1`,
    [id],
  );
  if (!row || row.status === 'DROPPED' || row.status === 'SENT') return;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [FAKE_SIGNATURE_HEADER]: signBody(secret, row.body) },
    body: row.body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The webhook was refused with HTTP ${response.status}`);
  await db.query(`UPDATE fake_gateway_webhooks SET status = 'SENT', sent_at = clock_timestamp() WHERE id = $1`, [id]);
}
