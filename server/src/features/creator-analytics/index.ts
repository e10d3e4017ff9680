// The front door of creator-analytics: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
import type { Deps } from '../../graphql/services';
import { EnergyScoreService, RANK_ENERGY_TASK } from './energy-score.service';

export { CreatorAnalyticsService } from './creator-analytics.service';
export { ENERGY_SCORE_CRON, EnergyScoreService, RANK_ENERGY_TASK } from './energy-score.service';

export function creatorAnalyticsTasks(deps: Deps): Record<string, (payload: unknown) => Promise<void>> {
  return {
    [RANK_ENERGY_TASK]: async () => {
      await deps.services.get(EnergyScoreService).rankAll();
    },
  };
}
