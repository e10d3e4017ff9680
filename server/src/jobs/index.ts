// The job queue (issue 30): graphile-worker on Kuza's own PostgreSQL, so that several Kuza processes share one queue
// and nothing is lost on a restart. Features export their tasks (`Record<string, JobHandler>`) and cron lines from
// their index.ts; app/server.ts composes them and starts and stops the queue with Kuza.
import { Pool } from 'pg';
import { Logger as WorkerLogger, makeWorkerUtils, run, runOnce, type Runner, type TaskList } from 'graphile-worker';
import type { EntityManager } from 'typeorm';
import { preparedIn } from '../db/prepared';
import type { Logger } from '../logger';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobOptions {
  runAt?: Date;
  /** At most one pending job per key: adding again replaces the pending one's payload and time. */
  jobKey?: string;
  maxAttempts?: number;
}

export interface JobQueue {
  add(task: string, payload: object, options?: JobOptions): Promise<void>;
  /** Inside a TypeORM transaction: the job exists if and only if the transaction commits. */
  addInTransaction(manager: EntityManager, task: string, payload: object, options?: JobOptions): Promise<void>;
}

/** A recurring job: a crontab line's schedule (`*\/5 * * * *`) and the task it runs. */
export interface CronJob {
  schedule: string;
  task: string;
}

export interface JobQueueOptions {
  url: string;
  logger: Logger;
  /** Run jobs in this process (false: only add them; `runUntilIdle()` still runs them on demand). */
  worker: boolean;
  concurrency: number;
}

const ADD_JOB = `SELECT graphile_worker.add_job($1::text, $2::json, run_at => $3::timestamptz,
  max_attempts => $4::int, job_key => $5::text)`;

/** How long a shutdown waits for the worker and its connections. */
const STOP_TIMEOUT_MS = 5_000;

/** The queue of one Kuza process: add jobs, run them (start/stop), and run every due job on demand in tests. */
export class Jobs implements JobQueue {
  private readonly pool: Pool;
  private readonly tasks: TaskList = {};
  private crontab = '';
  private runner: Runner | null = null;
  private readonly workerLogger: WorkerLogger;

  private constructor(private readonly options: JobQueueOptions) {
    // A small pool of its own: the worker keeps one connection LISTENing for new jobs.
    this.pool = new Pool({ connectionString: options.url, max: 4, application_name: 'kuza-jobs' });
    const onError = (error: Error) => options.logger.warn({ err: error }, 'Job queue connection error');
    this.pool.on('error', onError);
    this.pool.on('connect', (client) => client.on('error', onError));
    const log = options.logger.child({ component: 'jobs' });
    this.workerLogger = new WorkerLogger(() => (level, message, meta) => {
      const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
      log[method](meta ?? {}, message);
    });
  }

  /** Connects and installs (or upgrades) the queue's schema, so jobs can be added before the worker starts. */
  static async open(options: JobQueueOptions): Promise<Jobs> {
    const jobs = new Jobs(options);
    const utils = await makeWorkerUtils({ pgPool: jobs.pool, logger: jobs.workerLogger });
    try {
      await utils.migrate();
    } finally {
      await utils.release();
    }
    return jobs;
  }

  /** Adds the tasks (and cron lines) of features; before `start()`. */
  register(tasks: Record<string, JobHandler>, cron: CronJob[] = []): void {
    for (const [name, handler] of Object.entries(tasks)) {
      if (this.tasks[name]) throw new Error(`Job task ${name} is registered twice`);
      this.tasks[name] = (payload) => handler(payload);
    }
    for (const line of cron) this.crontab += `${line.schedule} ${line.task}\n`;
  }

  async start(): Promise<void> {
    if (!this.options.worker || this.runner) return;
    this.runner = await run({
      pgPool: this.pool,
      logger: this.workerLogger,
      taskList: this.tasks,
      crontab: this.crontab,
      concurrency: this.options.concurrency,
      noHandleSignals: true,
      pollInterval: 2_000,
    });
  }

  async add(task: string, payload: object, options: JobOptions = {}): Promise<void> {
    await this.pool.query(ADD_JOB, jobParams(task, payload, options));
  }

  async addInTransaction(manager: EntityManager, task: string, payload: object, options: JobOptions = {}) {
    await preparedIn(manager, ADD_JOB, jobParams(task, payload, options));
  }

  /**
   * Runs every job that is due, including those the jobs add, and resolves when none is left (tests). A job that
   * failed is retried later (not due now), so a failing job does not make this loop forever.
   */
  async runUntilIdle(): Promise<void> {
    for (;;) {
      await runOnce({ pgPool: this.pool, logger: this.workerLogger, taskList: this.tasks, noHandleSignals: true });
      const { rows } = await this.pool.query<{ due: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM graphile_worker.jobs
           WHERE run_at <= now() AND attempts < max_attempts AND task_identifier = ANY($1)) AS due`,
        [Object.keys(this.tasks)],
      );
      if (!rows[0]?.due) return;
      // A job locked by this process's own worker: wait for it to finish rather than spin.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    const stopping = (async () => {
      if (runner) await runner.stop();
      await this.pool.end();
    })();
    // A worker whose connections died with the database (an outage it lived through) may never finish stopping:
    // Kuza's shutdown does not wait on it for ever. Its jobs stay in PostgreSQL; one it held is retried by any
    // instance once graphile-worker's lock on it expires.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      timer = setTimeout(() => resolve('gave up'), STOP_TIMEOUT_MS);
    });
    const outcome = await Promise.race([stopping.then(() => 'stopped' as const), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave up') {
      this.options.logger.warn({ waitedMs: STOP_TIMEOUT_MS }, 'The job queue did not stop in time; leaving it');
    }
  }
}

function jobParams(task: string, payload: object, options: JobOptions): unknown[] {
  return [
    task,
    JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    options.runAt ?? null,
    options.maxAttempts ?? null,
    options.jobKey ?? null,
  ];
}
