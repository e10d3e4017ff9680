import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { WebhookService } from './webhook.service';
import {
  CreateWebhookEndpointInput,
  WebhookDelivery,
  WebhookDeliveryConnection,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from './webhook.types';

@Resolver()
export class WebhookResolver {
  @Authorized()
  @Mutation(() => WebhookEndpointWithSecret, {
    description: "Registers an endpoint for the caller's events; its `whsec_` signing secret is returned only here.",
  })
  createWebhookEndpoint(
    @Arg('input') input: CreateWebhookEndpointInput,
    @Ctx() ctx: Context,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.get(WebhookService).create(ctx, input);
  }

  @Authorized()
  @Query(() => [WebhookEndpoint], { description: "The caller's webhook endpoints, newest first." })
  webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpoint[]> {
    return ctx.services.get(WebhookService).list(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes one of the caller's endpoints; nothing more is sent to it." })
  deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(WebhookService).delete(ctx, id);
  }

  @Authorized()
  @Query(() => WebhookDeliveryConnection, { description: "An endpoint's delivery log, newest first." })
  webhookDeliveries(
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<WebhookDeliveryConnection> {
    return ctx.services.get(WebhookService).deliveries(ctx, endpointId, first, after);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again now, with the same `webhook-id`.' })
  redeliverWebhook(@Arg('deliveryId', () => ID) deliveryId: string, @Ctx() ctx: Context): Promise<WebhookDelivery> {
    return ctx.services.get(WebhookService).redeliver(ctx, deliveryId);
  }
}
