import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { CreatorAnalyticsService } from './creator-analytics.service';
import { CreatorStats } from './creator-analytics.types';

@Resolver()
export class CreatorAnalyticsResolver {
  @Authorized()
  @Query(() => CreatorStats, {
    description: "The caller's own analytics: totals, the last 30 days against the 30 before, a daily series and the top posts.",
  })
  myPostStats(
    @Arg('days', () => Int, { defaultValue: 30, description: 'Length of the daily series, 1 to 90.' }) days: number,
    @Arg('top', () => Int, { defaultValue: 10, description: 'How many top posts, 1 to 50.' }) top: number,
    @Ctx() ctx: Context,
  ): Promise<CreatorStats> {
    return ctx.services.get(CreatorAnalyticsService).stats(ctx, { days, top });
  }
}
