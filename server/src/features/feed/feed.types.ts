import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { FeedExplanationAuthor, FeedReason } from './feed-explanation.types';

export enum FeedMode {
  MY_FLOW = 'MY_FLOW',
  FOR_YOU = 'FOR_YOU',
}

export enum FeedFilter {
  TRENDING = 'TRENDING',
  NEARBY = 'NEARBY',
  GLOBAL = 'GLOBAL',
  VERIFIED = 'VERIFIED',
  PAID = 'PAID',
}

registerEnumType(FeedMode, {
  name: 'FeedMode',
  description: 'MY_FLOW: the creators the viewer follows plus their own posts. FOR_YOU: everyone.',
});
registerEnumType(FeedFilter, {
  name: 'FeedFilter',
  description:
    'TRENDING: posts with a current top-10 hashtag. NEARBY: authors in the viewer\'s country (needs location; empty until then). ' +
    'GLOBAL: everywhere. VERIFIED: verified creators. PAID: paid posts (empty until monetization).',
});

@ObjectType({ description: 'One term of a feed score: contribution = value × weight.', simpleResolvers: true })
export class FeedFactor {
  @Field({ description: 'recency, engagement, affinity or discovery.' })
  name: string;

  @Field(() => Float, { description: 'How strongly the post has this quality, from 0 to 1.' })
  value: number;

  @Field(() => Float, { description: 'How much the Energy Dial counts this factor; the weights sum to 1.' })
  weight: number;

  @Field(() => Float, { description: 'value × weight, rounded to 6 decimals; the contributions sum to the score.' })
  contribution: number;
}

@ObjectType({ description: 'Why a post is in the feed, and where.', simpleResolvers: true })
export class FeedExplanation {
  @Field(() => Float, { description: 'The sum of the factors\' contributions; the feed is ordered by it, highest first.' })
  score: number;

  @Field({
    description:
      'One sentence a person can read, in English, e.g. "New from @amara, whom you follow; 12 likes in the last hour." ' +
      'author and reasons are its parts, for saying it in another language.',
  })
  summary: string;

  @Field(() => [FeedFactor])
  factors: FeedFactor[];

  @Field(() => FeedExplanationAuthor, { description: 'The summary\'s first part: who the post is from.' })
  author: FeedExplanationAuthor;

  @Field(() => [FeedReason], { description: 'The reasons the summary gives after the author, in its order (at most two).' })
  reasons: FeedReason[];
}
