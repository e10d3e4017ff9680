// The front door of webhooks (client): Settings → Developer shows this section (features/api-keys/developer-page.tsx).
export { WebhookEndpointsFragment } from './webhook-operations';
export { WebhooksSection } from './webhooks-section';
