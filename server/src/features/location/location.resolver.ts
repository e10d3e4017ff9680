import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { LOCATION_LIST_LIMIT, LocationAnalyticsService } from './location-analytics.service';
import { LocationService } from './location.service';
import {
  BrowserLocationInput,
  DetectLocationResult,
  LocationAnalytics,
  LocationAnalyticsSummary,
  SavedLocation,
} from './location.types';

@Resolver()
export class LocationResolver {
  @Authorized()
  @Mutation(() => DetectLocationResult, {
    description:
      'Where the caller is, from browser coordinates when given, else from their IP address; resolved offline. ' +
      'Keeps country and city (never coordinates) on the profile.',
  })
  detectLocation(
    @Arg('browserLocation', () => BrowserLocationInput, { nullable: true })
    browserLocation: BrowserLocationInput | null,
    @Ctx() ctx: Context,
  ): Promise<DetectLocationResult> {
    return ctx.services.get(LocationService).detect(ctx, browserLocation);
  }

  @Authorized()
  @Query(() => SavedLocation, {
    nullable: true,
    description: "The caller's last detected location (city level); null until detected.",
  })
  myLocation(@Ctx() ctx: Context): Promise<SavedLocation | null> {
    return ctx.services.get(LocationService).current(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Posts the caller saw on screen (at most 100). Counted once per viewer and post within 30 minutes.',
  })
  recordImpressions(@Arg('postIds', () => [ID]) postIds: string[], @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(LocationAnalyticsService).recordImpressions(ctx, postIds);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'The caller opened a post, its media or a hashtag in it.' })
  recordClick(@Arg('postId', () => ID) postId: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(LocationAnalyticsService).recordClick(ctx, postId);
  }

  @Authorized()
  @Query(() => [LocationAnalytics], { description: "The caller's posts' audience by city, most impressions first." })
  locationAnalytics(
    @Arg('limit', () => Int, { nullable: true, defaultValue: LOCATION_LIST_LIMIT }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<LocationAnalytics[]> {
    return ctx.services.get(LocationAnalyticsService).topLocations(ctx, limit ?? LOCATION_LIST_LIMIT);
  }

  @Authorized()
  @Query(() => LocationAnalyticsSummary, { description: "Totals over all of the caller's audience locations." })
  locationAnalyticsSummary(@Ctx() ctx: Context): Promise<LocationAnalyticsSummary> {
    return ctx.services.get(LocationAnalyticsService).summary(ctx);
  }
}
