import pino from 'pino';
import type { Logger } from '../../../server/src/logger';

/** A logger whose lines a test can read, to check what reaches the logs (and what must not). */
export function captureLogs(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}
