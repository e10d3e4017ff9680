import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AudienceActivityService } from './audience-activity.service';
import { AudienceActivity } from './audience-activity.types';

@Resolver()
export class AudienceActivityResolver {
  @Authorized()
  @Query(() => AudienceActivity, {
    description: "When the caller's audience is active (by UTC hour, last 30 days) and its languages.",
  })
  myAudienceActivity(@Ctx() ctx: Context): Promise<AudienceActivity> {
    return ctx.services.get(AudienceActivityService).mine(ctx);
  }
}
