import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './test-server';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The answers to give, in order; after the last, 200. */
  answers: Array<{ status: number; body?: string; headers?: Record<string, string> }>;
  close(): Promise<void>;
}

/** An HTTP server on loopback that records every webhook it gets and answers as the test says. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = { received: [], answers: [] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = receiver.answers.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Makes every scheduled webhook attempt due now (as if its retry delay had passed) and runs the queue. */
export async function runDueWebhookRetries(server: TestServer): Promise<void> {
  await server.kuza.deps.db.query(
    `UPDATE graphile_worker._private_jobs SET run_at = now()
     WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'webhooks:deliver')`,
  );
  await server.kuza.jobs.runUntilIdle();
}

/**
 * Seconds from the last attempt made until the next one scheduled: the retry schedule itself, whatever time a busy
 * machine took between the attempt and this question. Null when no attempt is scheduled.
 */
export async function nextWebhookAttemptAfterLast(server: TestServer): Promise<number | null> {
  const [row] = (await server.kuza.deps.db.query(
    `SELECT EXTRACT(EPOCH FROM (SELECT min(run_at) FROM graphile_worker.jobs WHERE task_identifier = 'webhooks:deliver' AND locked_at IS NULL)
       - (SELECT max(attempted_at) FROM webhook_attempts))::float AS seconds`,
  )) as Array<{ seconds: number | null }>;
  return row?.seconds ?? null;
}

// Only unlocked jobs are scheduled attempts: the worker may release the attempt just run after runUntilIdle answers.
/** Seconds from now until the next scheduled webhook attempt, or null when none is scheduled. */
export async function nextWebhookAttemptIn(server: TestServer): Promise<number | null> {
  const [row] = (await server.kuza.deps.db.query(
    `SELECT EXTRACT(EPOCH FROM min(run_at) - now())::float AS seconds FROM graphile_worker.jobs
     WHERE task_identifier = 'webhooks:deliver' AND locked_at IS NULL`,
  )) as Array<{ seconds: number | null }>;
  return row?.seconds ?? null;
}
