import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum GatewayMode {
  TEST = 'TEST',
  LIVE = 'LIVE',
}

registerEnumType(GatewayMode, {
  name: 'GatewayMode',
  description: 'TEST: no real money moves (the fake gateway, or a provider with test keys). LIVE: real money.',
});

@ObjectType({ description: "The payment gateway's state, for admins (psfaba)." })
export class PaymentGatewayStatus {
  @Field(() => GatewayMode)
  mode: GatewayMode;

  @Field({ description: 'fake, paystack or flutterwave.' })
  provider: string;

  @Field(() => Date, { nullable: true, description: "When the gateway's last webhook arrived; null before any." })
  lastWebhookAt: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the last webhook's signature verified." })
  lastWebhookVerified: boolean | null;

  @Field(() => Int, { description: 'Checkouts waiting for the gateway to confirm.' })
  pendingCheckouts: number;

  @Field(() => Int, { description: 'Checkouts declined or failed.' })
  failedCheckouts: number;

  @Field(() => Int, { description: 'Payouts the gateway is still processing.' })
  pendingPayouts: number;

  @Field(() => Int, { description: 'Payouts that failed.' })
  failedPayouts: number;

  @Field(() => Int, { description: 'pendingCheckouts + pendingPayouts.' })
  pendingCount: number;

  @Field(() => Int, { description: 'failedCheckouts + failedPayouts.' })
  failedCount: number;
}
