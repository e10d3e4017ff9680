import { Field, ID, ObjectType } from 'type-graphql';
import { Money } from '../monetize';
import { PostAccessKind } from '../posts';

@ObjectType({ description: "A membership tier a members-only post is for (the author's).", simpleResolvers: true })
export class PostAccessTier {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Money, { nullable: true, description: 'Its monthly price (only where the caller picks tiers).' })
  price?: Money | null;
}

@ObjectType({ description: 'Who may read a post beyond its teaser.', simpleResolvers: true })
export class PostAccess {
  @Field(() => PostAccessKind)
  kind: PostAccessKind;

  @Field(() => [PostAccessTier], { description: 'MEMBERS: the tiers whose members may read it; empty otherwise.' })
  tiers: PostAccessTier[];

  @Field(() => Money, { nullable: true, description: 'PAID: the price to unlock it.' })
  price: Money | null;
}
