import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { CreatorAnalyticsService } from './creator-analytics.service';
import { CreatorStats } from './creator-analytics.types';

@Resolver()
export class CreatorAnalyticsResolver {
  @Authorized()
  @Query(() => CreatorStats, {
    description:
      "The caller's own analytics: totals, the last 30 days against the 30 before, a daily series and the top posts.",
  })
  myPostStats(
    @Arg('days', () => Int, { nullable: true, defaultValue: 30, description: 'Length of the daily series, 1 to 90.' })
    days: number | null,
    @Arg('top', () => Int, { nullable: true, defaultValue: 10, description: 'How many top posts, 1 to 50.' })
    top: number | null,
    @Ctx() ctx: Context,
  ): Promise<CreatorStats> {
    return ctx.services.get(CreatorAnalyticsService).stats(ctx, { days: days ?? 30, top: top ?? 10 });
  }
}
