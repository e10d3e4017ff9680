// The front door of memberships: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
import type { Deps } from '../../graphql/services';
import { SETTLE_MEMBERSHIP_TASK, settleMembershipPayment } from './paid-period';
import { RENEW_DUE_TASK, RenewalService } from './renewal.service';

export { mountMemberships, MEMBERS_CSV_PATH } from './members.http';
export { MembershipService } from './membership.service';
export { MEMBERSHIP_CRON, RENEW_DUE_TASK, RenewalService } from './renewal.service';
export { SETTLE_MEMBERSHIP_TASK } from './paid-period';

/** The memberships feature's jobs, by task name. */
export function membershipTasks(deps: Deps): Record<string, (payload: unknown) => Promise<void>> {
  return {
    [RENEW_DUE_TASK]: () => deps.services.get(RenewalService).renewDue(),
    [SETTLE_MEMBERSHIP_TASK]: async (payload) => {
      const key = (payload as { key?: unknown } | null)?.key;
      if (typeof key !== 'string') throw new Error('The job payload lacks key');
      await settleMembershipPayment(deps, key);
    },
  };
}
