// Outgoing webhooks (issue 34): the events a developer can subscribe to and the endpoint form's messages, in one
// place for the server's errors and the client's form (the zod schema is in webhook-schemas.ts).

/** Every event type; the membership ones are sent once memberships emit them. */
export const WEBHOOK_EVENTS = [
  'post.created',
  'post.deleted',
  'comment.created',
  'post.liked',
  'follower.created',
  'tip.received',
  'membership.created',
  'membership.lapsed',
  'payout.paid',
  'payout.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_LIMITS = { urlMaxLength: 2000, descriptionMaxLength: 500, endpointsPerUser: 20 } as const;

/** Seconds after a failed attempt before the next one (Standard Webhooks' schedule): 8 retries, 9 attempts. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

export const WEBHOOK_TEMPLATES = {
  urlInvalid: 'Enter an http:// or https:// address',
  urlTooLong: 'The address must be at most 2,000 characters',
  privateAddress: 'Webhooks cannot be sent to private, loopback or link-local addresses',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: 'The description must be at most 500 characters',
  tooManyEndpoints: 'You can have at most 20 webhook endpoints',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;
