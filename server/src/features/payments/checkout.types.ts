import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum CheckoutStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  FAILED = 'FAILED',
}

export enum CheckoutPurpose {
  TIP = 'TIP',
  MEMBERSHIP = 'MEMBERSHIP',
  PURCHASE = 'PURCHASE',
}

registerEnumType(CheckoutStatus, {
  name: 'CheckoutStatus',
  description: 'PENDING until the gateway confirms the payment (PAID) or the payer declines or it fails (FAILED).',
});
registerEnumType(CheckoutPurpose, { name: 'CheckoutPurpose', description: 'What the payment is for.' });

/** A checkout as the payments feature and its handlers (tips, memberships) see it. */
export interface CheckoutRecord {
  id: string;
  purpose: CheckoutPurpose;
  payerId: string;
  provider: string;
  amountMinor: bigint;
  currency: string;
  status: CheckoutStatus;
  checkoutUrl: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  completedAt: Date | null;
  /** Handed to a paid checkout's handler: the reusable authorization the payment saved, when the gateway gave one. */
  authorization?: string | null;
}

@ObjectType({
  description:
    "One payment through the gateway: the payer goes to `checkoutUrl` (the gateway's page), pays or declines, and comes back to Kuza; `status` follows once the gateway confirms.",
})
export class Checkout {
  @Field(() => ID)
  id: string;

  @Field({ description: "The gateway's payment page." })
  checkoutUrl: string;

  @Field(() => CheckoutStatus)
  status: CheckoutStatus;

  @Field(() => CheckoutPurpose)
  purpose: CheckoutPurpose;

  @Field({ description: 'The amount, in minor units of `currency` (an integer, as text).' })
  amountMinor: string;

  @Field({ description: 'ISO 4217 currency code.' })
  currency: string;

  @Field({ description: 'True when no real money moves (the test-mode gateway).' })
  testMode: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it became PAID or FAILED.' })
  completedAt: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: "The post it pays for: a tip's post, a bought post, or the post a membership was joined from.",
  })
  postId: string | null;
}
