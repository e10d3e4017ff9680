import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A new monthly membership tier.' })
export class CreateMembershipTierInput {
  @Field({ description: 'At most 60 characters.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'The perks (at most 1,000 characters).' })
  description?: string | null;

  @Field({ description: 'The monthly price in minor units of `currency` (digits only, more than 0).' })
  priceMinor: string;

  @Field({ description: 'ISO 4217 code of a currency Kuza accepts.' })
  currency: string;

  @Field(() => Boolean, { nullable: true, description: 'Open to new members (default true).' })
  isOpen?: boolean | null;
}

@InputType({ description: "A tier's changes: a new price applies from each member's next renewal." })
export class UpdateMembershipTierInput {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field({ description: 'The monthly price in minor units of the tier’s currency.' })
  priceMinor: string;

  @Field()
  isOpen: boolean;
}
