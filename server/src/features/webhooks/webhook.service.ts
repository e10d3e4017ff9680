import { WEBHOOK_LIMITS, firstIssue, webhookEndpointSchema } from '@kuza/common';
import { sqlRow, sqlRows } from '../../db/sql';
import { requireScope } from '../../graphql/api-scopes';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { createdMicros, isUuid, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { checkedAddress, PrivateAddressError } from './address-guard';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { encryptSecret, newWebhookSecret } from './webhook-secret';
import {
  WebhookDeliveryStatus,
  type CreateWebhookEndpointInput,
  type WebhookDelivery,
  type WebhookDeliveryConnection,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from './webhook.types';

interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  created_at: Date;
  disabled_at: Date | null;
  disabled_reason: string | null;
}

interface DeliveryRow {
  id: string;
  message_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  payload: unknown;
  created_at: Date;
  created_us: string;
  next_attempt_at: Date | null;
  attempted_at: Date | null;
  status_code: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
}

// A delivery with its latest attempt.
const DELIVERY_SELECT = `SELECT d.id, d.message_id, d.event_type, d.status, d.attempts, d.payload, d.created_at,
    d.next_attempt_at, ${createdMicros('d')}::text AS created_us, a.attempted_at, a.status_code, a.latency_ms,
    a.response_excerpt, a.error
  FROM webhook_deliveries d
  LEFT JOIN LATERAL (SELECT * FROM webhook_attempts WHERE delivery_id = d.id
                     ORDER BY attempted_at DESC, id DESC LIMIT 1) a ON true`;

const ENDPOINT_COLUMNS = `id, url, description, events, created_at, disabled_at, disabled_reason`;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
  disabledReason: row.disabled_reason,
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.message_id,
  eventType: row.event_type,
  status: row.status,
  attempts: row.attempts,
  payload: JSON.stringify(row.payload),
  createdAt: row.created_at,
  createdUs: row.created_us,
  nextAttemptAt: row.next_attempt_at,
  lastAttempt: row.attempted_at
    ? {
        attemptedAt: row.attempted_at,
        statusCode: row.status_code,
        latencyMs: row.latency_ms ?? 0,
        responseExcerpt: row.response_excerpt,
        error: row.error,
      }
    : null,
});

const endpointNotFound = () => notFound('webhook.notFound');

/**
 * Settings → Developer and /api/webhooks: a user's webhook endpoints, their deliveries and redelivery. Every method
 * checks the WEBHOOKS scope itself too, so the REST API gets the same rule as GraphQL.
 */
export class WebhookService {
  constructor(private readonly deps: Deps) {}

  async create(ctx: Context, input: CreateWebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WEBHOOKS');
    const checked = firstIssue(webhookEndpointSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    await this.refusePrivate(checked.data.url);
    const secret = newWebhookSecret();
    const row = await sqlRow<EndpointRow>(
      this.deps.db,
      `INSERT INTO webhook_endpoints (user_id, url, description, events, secret_encrypted)
       SELECT $1, $2, $3, $4, $5
       WHERE (SELECT count(*) FROM webhook_endpoints WHERE user_id = $1 AND deleted_at IS NULL) < $6
       RETURNING ${ENDPOINT_COLUMNS}`,
      [
        viewer.id,
        checked.data.url,
        checked.data.description,
        checked.data.events,
        encryptSecret(secret, this.deps.config.webhooks.secretKey),
        WEBHOOK_LIMITS.endpointsPerUser,
      ],
    );
    if (!row) throw badInput('url', 'webhook.tooManyEndpoints');
    return { endpoint: toEndpoint(row), secret };
  }

  async list(ctx: Context): Promise<WebhookEndpoint[]> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WEBHOOKS');
    const rows = await sqlRows<EndpointRow>(
      this.deps.db,
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE user_id = $1 AND deleted_at IS NULL
       ORDER BY created_at DESC, id DESC`,
      [viewer.id],
    );
    return rows.map(toEndpoint);
  }

  /** Stops every delivery to it at once; its log stays readable to nobody (the endpoint is gone). */
  async delete(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WEBHOOKS');
    if (!isUuid(id)) throw endpointNotFound();
    const deleted = await sqlRows(
      this.deps.db,
      `UPDATE webhook_endpoints SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
      [id, viewer.id],
    );
    if (deleted.length === 0) throw endpointNotFound();
    return true;
  }

  /** The delivery log of one of the caller's endpoints, newest first, each with its latest attempt. */
  async deliveries(
    ctx: Context,
    endpointId: string,
    first?: number | null,
    after?: string | null,
  ): Promise<WebhookDeliveryConnection> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WEBHOOKS');
    const size = pageSize(first);
    const keyset = decodeKeyset('webhook-deliveries', after);
    if (!isUuid(endpointId)) throw endpointNotFound();
    const owned = await sqlRow(
      this.deps.db,
      `SELECT 1 FROM webhook_endpoints WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
      [endpointId, viewer.id],
    );
    if (!owned) throw endpointNotFound();
    const params: unknown[] = [endpointId, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (d.created_at, d.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<DeliveryRow>(
      this.deps.db,
      `${DELIVERY_SELECT} WHERE d.endpoint_id = $1 ${bound}
       ORDER BY d.created_at DESC, d.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toDelivery), size, (d) =>
      encodeKeyset('webhook-deliveries', { us: d.createdUs!, id: d.id }),
    );
  }

  /** Sends a delivery again now, with the same `webhook-id` (receivers deduplicate by it). */
  async redeliver(ctx: Context, deliveryId: string): Promise<WebhookDelivery> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WEBHOOKS');
    if (!isUuid(deliveryId)) throw notFound('webhook.deliveryNotFound');
    const delivery = await this.deps.db.transaction(async (manager) => {
      const row = await sqlRow<{ id: string }>(
        manager,
        `UPDATE webhook_deliveries d SET status = 'PENDING', next_attempt_at = now()
         FROM webhook_endpoints e
         WHERE d.id = $1 AND e.id = d.endpoint_id AND e.user_id = $2 AND e.deleted_at IS NULL
         RETURNING d.id`,
        [deliveryId, viewer.id],
      );
      if (!row) return null;
      await this.deps.services.get(WebhookDeliveryService).schedule(manager, deliveryId);
      return row;
    });
    if (!delivery) throw notFound('webhook.deliveryNotFound');
    const row = await sqlRow<DeliveryRow>(this.deps.db, `${DELIVERY_SELECT} WHERE d.id = $1`, [deliveryId]);
    return toDelivery(row!);
  }

  /** In production an endpoint on a private address is refused when it is registered (and again on every send). */
  private async refusePrivate(url: string): Promise<void> {
    const { allowPrivateAddresses } = this.deps.config.webhooks;
    if (allowPrivateAddresses) return;
    const resolver = this.deps.services.get(WebhookDeliveryService).resolver;
    try {
      await checkedAddress(new URL(url).hostname, resolver, false);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw badInput('url', 'webhook.privateAddress');
      // A name that does not resolve (yet) is accepted; each send checks again.
    }
  }
}
