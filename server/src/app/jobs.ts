import type { Jobs } from '../jobs';
import type { Deps } from '../graphql/services';
import { ENERGY_SCORE_CRON, creatorAnalyticsTasks } from '../features/creator-analytics';
import { PAYMENT_CRON, paymentTasks } from '../features/payments';
import { MEMBERSHIP_CRON, membershipTasks } from '../features/memberships';
import { monetizeTasks } from '../features/monetize';
import { paidPostTasks } from '../features/paid-posts';
import { tipTasks } from '../features/tips';
import { webhookTasks } from '../features/webhooks';

// The composition of every feature's background tasks and cron lines (features export them from their index.ts).
export function registerJobs(jobs: Jobs, deps: Deps): void {
  jobs.register(paymentTasks(deps), PAYMENT_CRON);
  jobs.register(tipTasks(deps));
  jobs.register(monetizeTasks(deps));
  jobs.register(membershipTasks(deps), MEMBERSHIP_CRON);
  jobs.register(paidPostTasks(deps));
  jobs.register(webhookTasks(deps));
  jobs.register(creatorAnalyticsTasks(deps), ENERGY_SCORE_CRON);
}
