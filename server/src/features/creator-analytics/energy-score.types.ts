import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One habit of the Energy Score and the points it earned.' })
export class EnergyScorePart {
  @Field({ description: 'frequency (posts a week), replies (answered within 24 hours) or engagement (above 5%).' })
  id: string;

  @Field(() => Int)
  points: number;

  @Field(() => Int)
  maxPoints: number;
}

@ObjectType({ description: "The signed-in creator's Energy Score over the last 28 days, from their real activity." })
export class EnergyScore {
  @Field(() => ID, { description: "The creator's user id." })
  id: string;

  @Field(() => Int, { description: '0 to 100: the sum of the parts.' })
  score: number;

  @Field(() => [EnergyScorePart])
  parts: EnergyScorePart[];

  @Field(() => Int, { description: 'Posts in the window.' })
  posts: number;

  @Field(() => Int, { description: "Comments others wrote on the creator's posts in the window." })
  commentsReceived: number;

  @Field(() => Int, { description: 'Of those, the ones the creator replied to within 24 hours.' })
  repliedInTime: number;

  @Field(() => Int, { description: "Impressions of the creator's posts in the window." })
  impressions: number;

  @Field(() => Int, { description: '(likes + comments + shares) / impressions in the window, in basis points.' })
  engagementBasisPoints: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Top N % among creators who posted in the window (null while no other creator has been ranked).',
  })
  topPercent: number | null;

  @Field(() => Date, { nullable: true, description: 'When the other creators were last ranked (hourly).' })
  rankedAt: Date | null;

  @Field({ description: 'Whether the score reaches the 85 that verification asks for.' })
  verificationEligible: boolean;
}
