import type { Deps } from '../../graphql/services';
import { PayoutService, type SettleOutcome } from './payout.service';
import { PAYOUT_TASK } from './withdrawal.service';

type Task = (payload: unknown) => Promise<void>;

const withdrawalIdOf = (payload: unknown): string => {
  const value = (payload as { withdrawalId?: unknown } | null)?.withdrawalId;
  if (typeof value !== 'string') throw new Error('The job payload lacks withdrawalId');
  return value;
};

/** The monetize feature's jobs, by task name (app/jobs.ts registers them). */
export function monetizeTasks(deps: Deps): Record<string, Task> {
  return {
    [PAYOUT_TASK]: (payload) => deps.services.get(PayoutService).requestPayout(withdrawalIdOf(payload)),
  };
}

/**
 * Settles a withdrawal exactly once: PAID (WITHDRAWING → the gateway's clearing account the net, platform FEES the
 * fee) or FAILED (released to AVAILABLE). Answers false when it was settled already. Payments reaches this through
 * `onPayoutSettled` (registered by PayoutService.register()); staff tools and tests may call it directly.
 */
export function settleWithdrawal(
  deps: Pick<Deps, 'services'>,
  withdrawalId: string,
  outcome: SettleOutcome,
): Promise<boolean> {
  return deps.services.get(PayoutService).settle(withdrawalId, outcome);
}
