import { Field, ID, InputType, registerEnumType } from 'type-graphql';

// Who may read a post (issue 31): the input's shape lives with posts; the rules and the entitlement live in the
// paid-posts feature, which registers a create step (post-create-step.ts).

export enum PostAccessKind {
  PUBLIC = 'PUBLIC',
  MEMBERS = 'MEMBERS',
  PAID = 'PAID',
}
registerEnumType(PostAccessKind, {
  name: 'PostAccessKind',
  description: "PUBLIC: everyone. MEMBERS: members of one of the post's tiers. PAID: buyers (pay per view).",
});

@InputType({ description: 'Who may read the post beyond its teaser: everyone, members of some tiers, or buyers.' })
export class PostAccessInput {
  @Field(() => PostAccessKind)
  kind: PostAccessKind;

  @Field(() => [ID], { nullable: true, description: "MEMBERS: the author's open tiers whose members may read it." })
  tierIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'PAID: the price in minor units of `currency` (digits).' })
  priceMinor?: string | null;

  @Field(() => String, { nullable: true, description: 'PAID: ISO 4217 code of a currency Kuza accepts.' })
  currency?: string | null;
}
