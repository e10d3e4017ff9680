import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { Money } from '../monetize';

export enum MembershipStatus {
  ACTIVE = 'ACTIVE',
  GRACE = 'GRACE',
  CANCELLED = 'CANCELLED',
  LAPSED = 'LAPSED',
}
registerEnumType(MembershipStatus, {
  name: 'MembershipStatus',
  description:
    'ACTIVE: renews monthly. GRACE: a renewal failed and is retried for 3 days (access kept). CANCELLED: no renewal, access until the period ends. LAPSED: ended (access ended with it).',
});

@ObjectType({ description: "One of a creator's monthly membership tiers (at most five)." })
export class MembershipTier {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The perks, as the creator describes them.' })
  description: string;

  @Field(() => Money, { description: 'The monthly price; a change applies from each member’s next renewal.' })
  price: Money;

  @Field({ description: 'Whether new members may join.' })
  isOpen: boolean;

  @Field(() => Date, { nullable: true, description: 'When retired: nobody joins, members keep it until it lapses.' })
  retiredAt: Date | null;

  @Field(() => Int, { description: 'Members with access now.' })
  membersCount: number;

  @Field({ description: 'Whether the caller is a member with access now.' })
  viewerIsMember: boolean;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A confirmed membership payment: the receipt of one monthly period.' })
export class MembershipPayment {
  @Field(() => ID)
  id: string;

  @Field(() => Money)
  amount: Money;

  @Field({ description: "The gateway's reference of the payment." })
  reference: string;

  @Field()
  periodStart: Date;

  @Field()
  periodEnd: Date;

  @Field()
  paidAt: Date;
}

@ObjectType({ description: "The caller's membership of a creator's tier, with its receipts." })
export class Membership {
  @Field(() => ID)
  id: string;

  @Field(() => MembershipTier)
  tier: MembershipTier;

  @Field()
  creatorUsername: string;

  @Field(() => MembershipStatus)
  status: MembershipStatus;

  @Field(() => Money, {
    description: 'What the next renewal charges (the tier’s price, or the last price if retired).',
  })
  price: Money;

  @Field({ description: 'When the member joined.' })
  since: Date;

  @Field()
  currentPeriodEnd: Date;

  @Field({ description: "Until when the tier's content is open to the member (grace included)." })
  accessUntil: Date;

  @Field(() => Date, { nullable: true, description: 'When it renews next; null once cancelled or lapsed.' })
  renewsAt: Date | null;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => Date, { nullable: true })
  lapsedAt: Date | null;

  @Field(() => [MembershipPayment], { description: 'Receipts, newest first.' })
  payments: MembershipPayment[];
}

@ObjectType({ description: "One of the caller's members: who, on which tier, since when and what they paid in all." })
export class Member {
  @Field(() => ID, { description: 'The membership.' })
  id: string;

  @Field()
  username: string;

  @Field(() => String, { nullable: true })
  avatarUrl: string | null;

  @Field()
  tierName: string;

  @Field(() => ID)
  tierId: string;

  @Field(() => MembershipStatus)
  status: MembershipStatus;

  @Field()
  since: Date;

  @Field()
  accessUntil: Date;

  @Field(() => Money, { description: 'Everything the member has paid for this membership (gross).' })
  lifetime: Money;
}

@ObjectType({ description: "A page of the caller's members, newest first." })
export class MemberConnection extends ConnectionType(Member) {}
