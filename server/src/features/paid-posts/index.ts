// The front door of paid posts: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
import type { Deps } from '../../graphql/services';
import { PaidPostService, SETTLE_PURCHASE_TASK } from './paid-post.service';

export { mountPaidMedia } from './paid-media.http';
export { PaidPostService, SETTLE_PURCHASE_TASK } from './paid-post.service';
export { PAID_POST_FIELDS, paidPostText } from './post-access.fields';
export { lockedPostSql, readsWholePostSql } from './paid-post.sql';

/** The paid-posts feature's jobs, by task name. */
export function paidPostTasks(deps: Deps): Record<string, (payload: unknown) => Promise<void>> {
  return {
    [SETTLE_PURCHASE_TASK]: async (payload) => {
      const checkoutId = (payload as { checkoutId?: unknown } | null)?.checkoutId;
      if (typeof checkoutId !== 'string') throw new Error('The job payload lacks checkoutId');
      await deps.services.get(PaidPostService).settle(checkoutId);
    },
  };
}
