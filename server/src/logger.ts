import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/**
 * The process's logger. A failed SQL statement's error carries its parameters and the failing row (what people wrote: message bodies,
 * passwords): they are redacted like the other secrets. `destination` (tests) replaces stdout.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: [
      'req.headers.authorization',
      '*.password',
      '*.refreshToken',
      'err.parameters',
      'err.detail',
      'err.driverError.parameters',
      'err.driverError.detail',
    ],
  };
  return destination ? pino(options, destination) : pino(options);
}
