import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING until an attempt succeeds (SUCCEEDED) or every retry has failed (FAILED).',
});

@ObjectType({ description: "An address that receives the caller's events, signed per Standard Webhooks." })
export class WebhookEndpoint {
  @Field(() => ID)
  id: string;

  @Field()
  url: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => [String], { description: 'Event types sent to it (post.created, tip.received…).' })
  events: string[];

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Set when a 410 or three days of failures disabled it.' })
  disabledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'GONE (it answered 410) or FAILING (three days of failures).' })
  disabledReason: string | null;
}

@ObjectType({ description: 'A new endpoint and its signing secret (`whsec_…`), returned only here.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field()
  secret: string;
}

@ObjectType({ description: 'One HTTP attempt of a delivery.' })
export class WebhookAttempt {
  @Field()
  attemptedAt: Date;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when none came back." })
  statusCode: number | null;

  @Field(() => Int)
  latencyMs: number;

  @Field(() => String, { nullable: true, description: 'The first kilobyte of the answer.' })
  responseExcerpt: string | null;

  @Field(() => String, { nullable: true, description: 'Why no answer counted (timeout, refused address, redirect).' })
  error: string | null;
}

@ObjectType({ description: 'One event sent (or being sent) to one endpoint, with its attempts.' })
export class WebhookDelivery {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The `webhook-id` header: the same on every attempt and redelivery.' })
  messageId: string;

  @Field()
  eventType: string;

  @Field(() => WebhookDeliveryStatus)
  status: WebhookDeliveryStatus;

  @Field(() => Int)
  attempts: number;

  @Field({ description: 'The JSON body sent.' })
  payload: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  nextAttemptAt: Date | null;

  @Field(() => WebhookAttempt, { nullable: true })
  lastAttempt: WebhookAttempt | null;

  /** Keyset of the list (not in the schema). */
  createdUs?: string;
}

@ObjectType({ description: "A page of an endpoint's deliveries, newest first." })
export class WebhookDeliveryConnection extends ConnectionType(WebhookDelivery) {}

@InputType()
export class CreateWebhookEndpointInput {
  @Field({ description: 'http:// or https://; in production never a private, loopback or link-local address.' })
  url: string;

  @Field(() => [String], { description: 'At least one event type.' })
  events: string[];

  @Field(() => String, { nullable: true })
  description?: string | null;
}
