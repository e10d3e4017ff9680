import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { EnergyScoreService } from './energy-score.service';
import { EnergyScore } from './energy-score.types';

@Resolver()
export class EnergyScoreResolver {
  @Authorized()
  @Query(() => EnergyScore, {
    description: "The caller's Energy Score: posting frequency, replies within a day and engagement, last 28 days.",
  })
  myEnergyScore(@Ctx() ctx: Context): Promise<EnergyScore> {
    return ctx.services.get(EnergyScoreService).mine(ctx);
  }
}
