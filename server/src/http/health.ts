import type { Express, Request, Response } from 'express';

/** One thing readiness waits for: resolves true when ready; false, a rejection or no answer in time is not ready. */
export type ReadinessCheck = () => Promise<boolean>;

export type CheckStatus = 'ok' | 'failed' | 'timed out';

/** How long each check may take before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 1000;
/** What a 503 asks load balancers and clients to wait before they try again. */
const RETRY_AFTER_SECONDS = '5';

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckStatus>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const answered = check().then(
    (ready): CheckStatus => (ready ? 'ok' : 'failed'),
    (): CheckStatus => 'failed', // the reason may name hosts: it stays out of the answer
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every check at once, each within `timeoutMs`: which passed and which did not. */
export async function readiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<{ ok: boolean; checks: Record<string, CheckStatus> }> {
  const names = Object.keys(checks);
  const statuses = await Promise.all(names.map((name) => runCheck(checks[name], timeoutMs)));
  return {
    ok: statuses.every((status) => status === 'ok'),
    checks: Object.fromEntries(names.map((name, i) => [name, statuses[i]])),
  };
}

/**
 * `/livez`: the process runs (restart it if not). `/readyz`: it can serve requests (send it traffic only then),
 * 503 with `Retry-After` and the failed checks by name otherwise. `/healthz` is the older name of `/readyz`.
 */
export function mountHealth(app: Express, checks: Record<string, ReadinessCheck>): void {
  app.get('/livez', (_req, res) => {
    res.set('cache-control', 'no-store').json({ ok: true });
  });
  const ready = async (_req: Request, res: Response) => {
    const result = await readiness(checks);
    res.set('cache-control', 'no-store');
    if (result.ok) return void res.json(result);
    const failed = Object.keys(result.checks).filter((name) => result.checks[name] !== 'ok');
    res
      .status(503)
      .set('retry-after', RETRY_AFTER_SECONDS)
      .json({ ...result, failed });
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}
