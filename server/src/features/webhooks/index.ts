// The front door of webhooks: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
import type { Deps } from '../../graphql/services';
import { DELIVER_WEBHOOK_TASK } from './emit-webhook-event';
import { WebhookDeliveryService } from './webhook-delivery.service';

export { emitWebhookEvent, webhookOutboxSql, DELIVER_WEBHOOK_TASK, type WebhookEvent } from './emit-webhook-event';
export { isPrivateAddress, systemResolver, type Resolver } from './address-guard';
export { WebhookDeliveryService } from './webhook-delivery.service';
export { WebhookService } from './webhook.service';
export { CreateWebhookEndpointInput } from './webhook.types';

/** The webhooks feature's jobs, by task name: one attempt of one delivery. */
export function webhookTasks(deps: Deps): Record<string, (payload: unknown) => Promise<void>> {
  return {
    [DELIVER_WEBHOOK_TASK]: async (payload) => {
      const deliveryId = (payload as { deliveryId?: unknown } | null)?.deliveryId;
      if (typeof deliveryId !== 'string') throw new Error('The job payload lacks deliveryId');
      await deps.services.get(WebhookDeliveryService).deliver(deliveryId);
    },
  };
}
