import type { Logger } from '../../logger';

const PER_MINUTE = 30;
const MAX_PATH = 200;

/**
 * Logs an unknown path (spec §2.1) at most PER_MINUTE times a minute per process, so a scanner cannot flood the log;
 * the next line after a quiet spell says how many were left out. Only the path: no query string, IP or user agent.
 */
export function createNotFoundLog(logger: Logger, now: () => number = Date.now): (path: string) => void {
  let windowStart = 0;
  let logged = 0;
  let skipped = 0;
  return (path) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      windowStart = time;
      logged = 0;
    }
    if (logged >= PER_MINUTE) {
      skipped += 1;
      return;
    }
    logged += 1;
    const fields = { path: path.slice(0, MAX_PATH), ...(skipped ? { notLogged: skipped } : {}) };
    skipped = 0;
    logger.warn(fields, 'Page not found');
  };
}
