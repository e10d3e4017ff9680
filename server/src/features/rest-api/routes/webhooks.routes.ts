import { z } from 'zod';
import { WEBHOOK_EVENTS } from '@kuza/common';
import { WebhookService } from '../../webhooks';
import { defineRoute, type RestRoute } from '../rest-route';
import {
  CreatedWebhookEndpointJson as CreatedEndpointJson,
  WebhookEndpointListJson as EndpointListJson,
} from '../rest-schemas';

// The caller's webhook endpoints, over the same WebhookService as GraphQL's webhook operations (its rules, its
// WEBHOOKS scope check, its refusal of private addresses).
const createBody = z.object({
  url: z.string().describe('http:// or https://; never a private, loopback or link-local address in production.'),
  events: z.array(z.enum(WEBHOOK_EVENTS)).describe('At least one event type.'),
  description: z.string().nullish(),
});
const endpointId = z.object({ id: z.string().describe('The endpoint id.') });

interface Endpoint {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  createdAt: Date;
  disabledAt: Date | null;
  disabledReason: string | null;
}

const endpointJson = (endpoint: Endpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  createdAt: endpoint.createdAt.toISOString(),
  disabledAt: endpoint.disabledAt?.toISOString() ?? null,
  disabledReason: endpoint.disabledReason,
});

export function webhookRoutes(): RestRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/webhooks',
      operationId: 'createWebhook',
      mutation: 'createWebhookEndpoint',
      tag: 'Webhooks',
      summary: 'Register an endpoint for events of your account; the signing secret is in this answer only',
      scope: 'WEBHOOKS',
      signedIn: true,
      body: createBody,
      idempotent: true,
      success: { status: 201, description: 'The endpoint and its secret', schema: CreatedEndpointJson },
      errors: [400, 403, 409],
      async handle(ctx, { body }) {
        const created = await ctx.services.get(WebhookService).create(ctx, { ...body, description: body.description });
        return {
          status: 201,
          body: { endpoint: endpointJson(created.endpoint), secret: created.secret },
          headers: { location: `/api/webhooks/${created.endpoint.id}` },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/webhooks',
      operationId: 'listWebhooks',
      tag: 'Webhooks',
      summary: 'Your webhook endpoints, newest first',
      scope: 'WEBHOOKS',
      signedIn: true,
      success: { status: 200, description: 'The endpoints', schema: EndpointListJson },
      errors: [403],
      async handle(ctx) {
        const endpoints = await ctx.services.get(WebhookService).list(ctx);
        return { body: { data: endpoints.map(endpointJson) } };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/webhooks/{id}',
      operationId: 'deleteWebhook',
      mutation: 'deleteWebhookEndpoint',
      tag: 'Webhooks',
      summary: 'Delete one of your webhook endpoints (no more deliveries)',
      scope: 'WEBHOOKS',
      signedIn: true,
      params: endpointId,
      success: { status: 204, description: 'Deleted' },
      errors: [403, 404],
      async handle(ctx, { params }) {
        await ctx.services.get(WebhookService).delete(ctx, params.id);
        return { status: 204 };
      },
    }),
  ];
}
