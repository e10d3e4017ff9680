import type { EntityManager } from 'typeorm';

// What payments needs of the job queue (server/src/jobs, graphile-worker): the shared JobQueue fits this shape.
export interface TaskOptions {
  runAt?: Date;
  jobKey?: string;
  maxAttempts?: number;
}

export interface TaskQueue {
  add(task: string, payload: object, options?: TaskOptions): Promise<void>;
  /** The job exists if and only if the transaction of `manager` commits. */
  addInTransaction(manager: EntityManager, task: string, payload: object, options?: TaskOptions): Promise<void>;
}
