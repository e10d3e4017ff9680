import type { EntityManager } from 'typeorm';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@kuza/common';
import { preparedIn } from '../../db/prepared';

export const DELIVER_WEBHOOK_TASK = 'webhooks:deliver';

export interface WebhookEvent {
  /** Whose endpoints receive it: the account the event happened to. */
  userId: string;
  type: WebhookEventType;
  data: object;
}

/**
 * An INSERT into the outbox, one delivery per endpoint of the user that listens for `type`, for use as a CTE of a
 * feature's own single statement (`WITH p AS (INSERT ...), hooks AS (${webhookOutboxSql(...)}) ...`). `userId` and
 * `data` are SQL expressions over `from` (a uuid and a jsonb). A trigger on the outbox (migration 1763957000000)
 * queues each delivery's job in the same transaction: nothing is sent for a change that rolls back.
 */
export function webhookOutboxSql(type: WebhookEventType, { from, userId, data }: OutboxSource): string {
  if (!WEBHOOK_EVENTS.includes(type)) throw new Error(`Unknown webhook event ${type}`);
  return `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload)
    SELECT wh_e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), '${type}',
           jsonb_build_object('type', '${type}'::text,
             'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'data', ${data})
    FROM ${from} JOIN webhook_endpoints wh_e ON wh_e.user_id = ${userId}
    WHERE wh_e.deleted_at IS NULL AND wh_e.disabled_at IS NULL AND '${type}' = ANY (wh_e.events)`;
}

export interface OutboxSource {
  /** The rows the event is about (a CTE's name, or a FROM list). */
  from: string;
  userId: string;
  data: string;
}

/** Writes the event to the outbox in the caller's transaction (see webhookOutboxSql): sent iff it commits. */
export async function emitWebhookEvent(manager: EntityManager, event: WebhookEvent): Promise<void> {
  const data = JSON.stringify(event.data, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  await preparedIn(
    manager,
    webhookOutboxSql(event.type, {
      from: '(SELECT $1::uuid AS user_id, $2::jsonb AS data) ev',
      userId: 'ev.user_id',
      data: 'ev.data',
    }),
    [event.userId, data],
  );
}
