import { z } from 'zod';
import { CreatorAnalyticsService } from '../../creator-analytics';
import { LocationAnalyticsService } from '../../location';
import { EarningsService } from '../../monetize';
import { defineRoute, type RestRoute } from '../rest-route';
import { earningsJson } from '../rest-json';
import { AudienceJson, EarningsJson, ViewsJson } from '../rest-schemas';

// The caller's own analytics, from the services behind GraphQL's creatorStats, earnings and locationAnalytics.
export function analyticsRoutes(): RestRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/analytics/views',
      operationId: 'getViews',
      tag: 'Analytics',
      summary: "Impressions, clicks and engagement of the caller's posts: totals, a daily series and the top posts",
      scope: 'ANALYTICS',
      signedIn: true,
      query: z.object({
        days: z.coerce.number().int().optional().describe('Length of the daily series, 1 to 90 (default 30).'),
        top: z.coerce.number().int().optional().describe('How many top posts, 1 to 50 (default 10).'),
      }),
      success: { status: 200, description: 'The views', schema: ViewsJson },
      errors: [400, 403],
      async handle(ctx, { query }) {
        const stats = await ctx.services
          .get(CreatorAnalyticsService)
          .stats(ctx, { days: query.days ?? 30, top: query.top ?? 10 });
        const { posts, followers, allTime, last30Days, previous30Days, daily, topPosts } = stats;
        return {
          body: {
            posts,
            followers,
            allTime,
            last30Days,
            previous30Days,
            daily,
            topPosts: topPosts.map(({ post, impressions, clicks, likes, comments, shares }) => ({
              postId: post.id,
              impressions,
              clicks,
              likes,
              comments,
              shares,
            })),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/analytics/earnings',
      operationId: 'getEarnings',
      tag: 'Analytics',
      summary: "The caller's earnings in a period (UTC days, both included), by currency, source and day",
      scope: 'EARNINGS',
      signedIn: true,
      query: z.object({
        from: z.iso.date().describe('First day, YYYY-MM-DD.'),
        to: z.iso.date().describe('Last day, YYYY-MM-DD (at most 400 days after from).'),
      }),
      success: { status: 200, description: 'The earnings', schema: EarningsJson },
      errors: [400, 403],
      async handle(ctx, { query }) {
        const period = { from: new Date(`${query.from}T00:00:00Z`), to: new Date(`${query.to}T00:00:00Z`) };
        return { body: earningsJson(await ctx.services.get(EarningsService).earnings(ctx, period)) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/analytics/audience',
      operationId: 'getAudience',
      tag: 'Analytics',
      summary: "Where the caller's audience is: totals and the cities with the most impressions",
      scope: 'ANALYTICS',
      signedIn: true,
      query: z.object({
        limit: z.coerce.number().int().optional().describe('How many cities, 1 to 100 (default 20).'),
      }),
      success: { status: 200, description: 'The audience', schema: AudienceJson },
      errors: [400, 403],
      async handle(ctx, { query }) {
        const service = ctx.services.get(LocationAnalyticsService);
        const [summary, top] = await Promise.all([service.summary(ctx), service.topLocations(ctx, query.limit)]);
        const { countries, cities, totalImpressions, totalClicks } = summary;
        return {
          body: {
            summary: { countries, cities, totalImpressions, totalClicks },
            locations: top.map(({ country, countryCode, city, totalImpressions, totalClicks }) => ({
              country,
              countryCode,
              city,
              totalImpressions,
              totalClicks,
            })),
          },
        };
      },
    }),
  ];
}
