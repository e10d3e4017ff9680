import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FeedAuthorRelation, FeedReasonKind, type AuthorPart } from './feed-summary';

// The summary's parts (feed-summary.ts), so that clients can say the summary in the reader's language.

registerEnumType(FeedAuthorRelation, {
  name: 'FeedAuthorRelation',
  description:
    "SELF: the viewer's own post. FOLLOWING: a creator the viewer follows. INTERACTED: one whose posts the viewer has " +
    'liked or commented on. NEW_TO_YOU: one the viewer has not interacted with. ANONYMOUS: the author is not known.',
});
registerEnumType(FeedReasonKind, {
  name: 'FeedReasonKind',
  description:
    "FROM_YOUR_CITY: the author is in the viewer's city. DISTANCE: `km` between their cities. POSTED: `ageMinutes` ago. " +
    'LIKES_LAST_HOUR: `likes` in the last hour. ENGAGEMENT: `likes`, `comments` and `shares` in all. TRENDING_TAG: `tag` is in the top 10. ' +
    'MEMBER: a members-only post the viewer reads as a member of one of its tiers.',
});

@ObjectType({ description: 'Who a feed post is from, as its summary names them.', simpleResolvers: true })
export class FeedExplanationAuthor implements AuthorPart {
  @Field(() => FeedAuthorRelation, { description: 'How the author relates to the viewer.' })
  relation: FeedAuthorRelation;

  @Field(() => String, { nullable: true, description: "The author's username (without @); null when ANONYMOUS." })
  username: string | null;

  @Field(() => Int, {
    description: "The viewer's likes and comments on this author's posts (INTERACTED says how many).",
  })
  interactions: number;

  @Field({ description: 'Posted less than 6 hours before the ranking: "New from" rather than "From".' })
  recent: boolean;
}

@ObjectType({
  description: "One reason of a feed post's summary; only the fields its kind names are set.",
  simpleResolvers: true,
})
export class FeedReason {
  @Field(() => FeedReasonKind, { description: 'What the reason is; it says which of the other fields are set.' })
  kind: FeedReasonKind;

  @Field(() => Int, {
    nullable: true,
    description: "DISTANCE: kilometres between the viewer's and the author's cities.",
  })
  km?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "POSTED: whole minutes from the post's creation to the moment the feed was ranked.",
  })
  ageMinutes?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'LIKES_LAST_HOUR: likes in the hour before the ranking. ENGAGEMENT: all likes.',
  })
  likes?: number | null;

  @Field(() => Int, { nullable: true, description: 'ENGAGEMENT: comments.' })
  comments?: number | null;

  @Field(() => Int, { nullable: true, description: 'ENGAGEMENT: shares.' })
  shares?: number | null;

  @Field(() => String, { nullable: true, description: 'TRENDING_TAG: the hashtag (without #).' })
  tag?: string | null;
}

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
  @Field(() => Float, {
    description: "The sum of the factors' contributions; the feed is ordered by it, highest first.",
  })
  score: number;

  @Field({
    description:
      'One sentence a person can read, in English, e.g. "New from @amara, whom you follow; 12 likes in the last hour." ' +
      'author and reasons are its parts, for saying it in another language.',
  })
  summary: string;

  @Field(() => [FeedFactor])
  factors: FeedFactor[];

  @Field(() => FeedExplanationAuthor, { description: "The summary's first part: who the post is from." })
  author: FeedExplanationAuthor;

  @Field(() => [FeedReason], {
    description: 'The reasons the summary gives after the author, in its order (at most two).',
  })
  reasons: FeedReason[];

  @Field(() => String, {
    nullable: true,
    description:
      'My Flow: the username (without @) of the person you follow (or you) whose repost brought the post, which the ' +
      'summary names first ("Reposted by @kofi, whom you follow"); POSTED then counts from the repost. Null otherwise.',
  })
  repostedBy?: string | null;
}
