import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../monetize';

@ObjectType({ description: "One of the creator's membership tiers and how many members it has now." })
export class TierMembers {
  @Field(() => ID)
  tierId: string;

  @Field()
  name: string;

  @Field(() => Money, { description: 'Its monthly price now.' })
  price: Money;

  @Field({ description: 'Retired: closed to new members (members keep it until it lapses).' })
  retired: boolean;

  @Field(() => Int, { description: 'Members entitled to it now (access not yet ended).' })
  members: number;
}

@ObjectType({ description: 'Someone who paid the creator: what the creator received from them in one currency.' })
export class TopSupporter {
  /** Read through the profile loader. */
  supporterId: string;

  @Field(() => Money, {
    description: "The creator's part of their tips, memberships and purchases (after Kuza's fee).",
  })
  amount: Money;

  @Field(() => Int, { description: 'How many payments.' })
  payments: number;
}

@ObjectType({ description: 'Memberships this calendar month (UTC).' })
export class MembershipChurn {
  @Field(() => Int, { description: 'Members entitled at the start of the month.' })
  membersAtStart: number;

  @Field(() => Int, { description: 'Memberships that joined this month.' })
  joined: number;

  @Field(() => Int, { description: 'Memberships whose access ended this month (cancelled or lapsed).' })
  ended: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Ended of those entitled at the start, in percent (one decimal); null without members at the start.',
  })
  ratePercent: number | null;
}

export enum IncomeMilestoneKind {
  FIRST_TIP = 'FIRST_TIP',
  FIRST_MEMBER = 'FIRST_MEMBER',
  FIRST_SPLIT = 'FIRST_SPLIT',
  LIFETIME_AMOUNT = 'LIFETIME_AMOUNT',
}
registerEnumType(IncomeMilestoneKind, { name: 'IncomeMilestoneKind' });

@ObjectType({ description: "A moment in the creator's income, from the ledger and memberships." })
export class IncomeMilestone {
  @Field(() => IncomeMilestoneKind)
  kind: IncomeMilestoneKind;

  @Field({ description: 'When it happened (for LIFETIME_AMOUNT: the UTC day the lifetime earnings reached it).' })
  at: Date;

  @Field(() => Money, {
    nullable: true,
    description: 'FIRST_TIP / FIRST_SPLIT: what the creator received; LIFETIME_AMOUNT: the amount reached.',
  })
  amount: Money | null;

  /** The supporter or member (read through the profile loader); null for LIFETIME_AMOUNT. */
  personId: string | null;
}

@ObjectType({ description: "The creator's supporters: members by tier, top supporters, churn, and income milestones." })
export class SupporterInsights {
  @Field(() => ID, { description: "The creator's user id." })
  id: string;

  @Field(() => Int, { description: 'Members entitled to any tier now (one per person).' })
  activeMembers: number;

  @Field(() => [TierMembers], { description: 'Every tier, oldest first.' })
  membersByTier: TierMembers[];

  @Field(() => [TopSupporter], { description: 'Those who paid the creator most, per currency, largest first.' })
  topSupporters: TopSupporter[];

  @Field(() => MembershipChurn)
  churn: MembershipChurn;

  @Field(() => [IncomeMilestone], { description: 'Newest first.' })
  milestones: IncomeMilestone[];
}
