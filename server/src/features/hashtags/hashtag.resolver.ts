import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, Info, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { SAME_FOR_EVERY_VIEWER } from '../../graphql/shared-subscription-results';
import { HashtagPostsService, PostConnection, postSelectionOf } from '../posts';
import { Hashtag } from './hashtag.entity';
import { TRENDING_HASHTAGS_UPDATED, type TrendingHashtagPayload } from './hashtag.events';
import { HashtagService } from './hashtag.service';

@Resolver(() => Hashtag)
export class HashtagResolver {
  @Query(() => [Hashtag], { description: 'The most used hashtags, by usageCount descending (ties by tag).' })
  trendingHashtags(
    @Arg('limit', () => Int, { nullable: true, defaultValue: LIMITS.trendingHashtags }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<Hashtag[]> {
    return ctx.services.get(HashtagService).trending(limit ?? LIMITS.trendingHashtags);
  }

  @Query(() => Hashtag, {
    nullable: true,
    description: 'A hashtag, matched case-insensitively (with or without #); null when none.',
  })
  hashtag(@Arg('tag') tag: string, @Ctx() ctx: Context): Promise<Hashtag | null> {
    return ctx.services.get(HashtagService).findByTag(tag);
  }

  @Query(() => PostConnection, { description: 'The posts with a hashtag, newest first.' })
  postsByHashtag(
    @Arg('tag') tag: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    return ctx.services
      .get(HashtagPostsService)
      .postsByHashtag(tag, first, after, postSelectionOf(info), ctx.viewer?.id);
  }

  @Subscription(() => [Hashtag], {
    topics: TRENDING_HASHTAGS_UPDATED,
    description: 'The top 10 hashtags, pushed whenever the list or one of its counts changes.',
  })
  @Extensions(SAME_FOR_EVERY_VIEWER) // one execution per push for all subscribers
  trendingHashtagsUpdated(@Root() top: TrendingHashtagPayload[]): TrendingHashtagPayload[] {
    return top;
  }
}
