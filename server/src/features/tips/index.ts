// The front door of tips: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
import type { Deps } from '../../graphql/services';
import { SETTLE_TIP_TASK, TipService } from './tip.service';

export { tipsCountByPost } from './tip.loaders';
export { SETTLE_TIP_TASK, TipService } from './tip.service';

/** The tips feature's jobs, by task name. */
export function tipTasks(deps: Deps): Record<string, (payload: unknown) => Promise<void>> {
  return {
    [SETTLE_TIP_TASK]: async (payload) => {
      const checkoutId = (payload as { checkoutId?: unknown } | null)?.checkoutId;
      if (typeof checkoutId !== 'string') throw new Error('The job payload lacks checkoutId');
      await deps.services.get(TipService).settle(checkoutId);
    },
  };
}
