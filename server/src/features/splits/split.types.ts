import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { Money } from '../monetize';

@ObjectType({ description: "A collaborator's share of a split." })
export class EarningsShare {
  /** Read through the profile loader (split.resolver.ts). */
  userId: string;

  @Field(() => Float, { description: "Percent of the project's earnings, in hundredths at most." })
  percentage: number;
}

@ObjectType({
  description:
    "Split Earnings: a creator's project and who shares its earnings; attached to posts, it divides their income.",
})
export class EarningsSplit {
  @Field(() => ID)
  id: string;

  @Field()
  projectName: string;

  /** Read through the profile loader (split.resolver.ts). */
  ownerId: string;

  @Field(() => [EarningsShare], { description: 'In the order they were added.' })
  shares: EarningsShare[];

  @Field(() => Float, { description: 'What is left for the owner: 100 minus the shares.' })
  ownerPercentage: number;

  @Field({ description: 'Whether the caller made it (and may delete it).' })
  viewerIsOwner: boolean;

  @Field()
  createdAt: Date;

  /** created_at in µs, for the keyset cursor. */
  createdUs: string;
}

@ObjectType({ description: 'A page of splits, newest first (Relay style).' })
export class EarningsSplitConnection extends ConnectionType(EarningsSplit) {}

@InputType()
export class SplitShareInput {
  @Field({ description: "A creator's username, with or without @." })
  username: string;

  @Field(() => Float, { description: 'More than 0 and at most 100, in hundredths at most.' })
  percentage: number;
}

@InputType()
export class CreateEarningsSplitInput {
  @Field()
  projectName: string;

  @Field(() => [SplitShareInput], {
    description: "At least one; the percentages add up to 100 at most (the rest is the owner's).",
  })
  collaborators: SplitShareInput[];
}

@ObjectType({ description: 'What a split has earned so far in one currency (the ledger, as each payment applied it).' })
export class SplitEarned {
  @Field({ description: 'ISO 4217 code.' })
  currency: string;

  @Field(() => Money, { description: "Everyone's shares together (the creators' part after Kuza's fee)." })
  total: Money;

  @Field(() => Money, { description: "The caller's share of it." })
  yours: Money;
}
