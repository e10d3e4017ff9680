import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { SupporterInsightsService } from './supporter-insights.service';
import { IncomeMilestone, SupporterInsights, TopSupporter } from './supporter-insights.types';

@Resolver(() => SupporterInsights)
export class SupporterInsightsResolver {
  @Authorized()
  @Query(() => SupporterInsights, {
    description: "The caller's supporters (members by tier, top supporters, churn this month) and income milestones.",
  })
  supporterInsights(
    @Arg('top', () => Int, { nullable: true, defaultValue: 5, description: 'How many top supporters, 1 to 20.' })
    top: number | null,
    @Ctx() ctx: Context,
  ): Promise<SupporterInsights> {
    return ctx.services.get(SupporterInsightsService).insights(ctx, top ?? 5);
  }
}

@Resolver(() => TopSupporter)
export class TopSupporterResolver {
  @FieldResolver(() => Profile, { nullable: true, description: 'Null when their account is gone.' })
  supporter(@Root() row: TopSupporter, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(row.supporterId);
  }
}

@Resolver(() => IncomeMilestone)
export class IncomeMilestoneResolver {
  @FieldResolver(() => Profile, { nullable: true, description: 'The supporter or member it is about, if any.' })
  person(@Root() row: IncomeMilestone, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return row.personId ? ctx.loaders.get(profileById).load(row.personId) : null;
  }
}
