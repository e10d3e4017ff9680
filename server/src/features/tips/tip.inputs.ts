import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A tip to a creator, optionally for one of their posts, paid through the gateway.' })
export class TipInput {
  @Field({ description: 'Who is tipped (not the caller).' })
  creatorUsername: string;

  @Field(() => ID, { nullable: true, description: "The creator's post the tip is for, if any." })
  postId?: string | null;

  @Field({ description: 'The amount in minor units of `currency` (digits only, more than 0).' })
  amountMinor: string;

  @Field({ description: 'ISO 4217 code of a currency Kuza accepts.' })
  currency: string;

  @Field(() => String, { nullable: true, description: 'A message for the creator (at most 280 characters).' })
  message?: string | null;

  @Field({ description: 'The same key with the same tip answers the same checkout; with another tip, CONFLICT.' })
  idempotencyKey: string;
}
