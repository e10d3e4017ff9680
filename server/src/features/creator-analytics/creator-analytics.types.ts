import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Post } from '../posts';

@ObjectType({ description: "What happened to a creator's posts over some days (or all time)." })
export class EngagementTotals {
  @Field(() => Int, {
    description: 'Times the posts were seen on screen (counted once per viewer and post within 30 minutes).',
  })
  impressions: number;

  @Field(() => Int, { description: 'Times a post, its media or a hashtag in it was opened.' })
  clicks: number;

  @Field(() => Int)
  likes: number;

  @Field(() => Int)
  comments: number;

  @Field(() => Int)
  shares: number;

  @Field(() => Int, { description: 'People who started following the creator.' })
  newFollowers: number;
}

@ObjectType({ description: "One UTC day of a creator's activity." })
export class DailyEngagement extends EngagementTotals {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  date: string;
}

@ObjectType({ description: 'One post with how it did.' })
export class PostPerformance {
  @Field(() => Post)
  post: Post;

  @Field(() => Int)
  impressions: number;

  @Field(() => Int)
  clicks: number;

  @Field(() => Int)
  likes: number;

  @Field(() => Int)
  comments: number;

  @Field(() => Int)
  shares: number;
}

@ObjectType({ description: "The signed-in creator's analytics, from their real posts, audience and followers." })
export class CreatorStats {
  @Field(() => ID, { description: "The creator's user id." })
  id: string;

  @Field(() => Int, { description: 'How many posts they have.' })
  posts: number;

  @Field(() => Int, { description: 'Followers now.' })
  followers: number;

  @Field(() => EngagementTotals, { description: 'All time (likes, comments and shares as the posts count them now).' })
  allTime: EngagementTotals;

  @Field(() => EngagementTotals, { description: 'The last 30 UTC days, today included.' })
  last30Days: EngagementTotals;

  @Field(() => EngagementTotals, { description: 'The 30 UTC days before those.' })
  previous30Days: EngagementTotals;

  @Field(() => [DailyEngagement], {
    description: 'One entry per UTC day, oldest first, ending today (days without activity are zeros).',
  })
  daily: DailyEngagement[];

  @Field(() => [PostPerformance], {
    description: 'The best posts: most impressions, then most engagement, then newest.',
  })
  topPosts: PostPerformance[];
}
