import type { Jobs } from '../jobs';
import type { Deps } from '../graphql/services';

// The composition of every feature's background tasks and cron lines (features export them from their index.ts).
export function registerJobs(jobs: Jobs, _deps: Deps): void {
  jobs.register({});
}
