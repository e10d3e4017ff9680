import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from './webhook-rules';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A webhook endpoint: an http(s) address, at least one event, an optional description (empty becomes null). */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: 'webhook.urlInvalid' })
    .trim()
    .max(WEBHOOK_LIMITS.urlMaxLength, { error: 'webhook.urlTooLong' })
    .refine(isHttpUrl, { error: 'webhook.urlInvalid' }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { error: 'webhook.eventsRequired' }),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.descriptionMaxLength, { error: 'webhook.descriptionTooLong' })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type WebhookEndpointForm = z.input<typeof webhookEndpointSchema>;
