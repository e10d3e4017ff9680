// Failures that say the database cannot be reached right now (it is down, restarting or unreachable), as opposed to
// a statement it refused. Requests that meet one are answered 503 SERVICE_UNAVAILABLE (graphql/errors.ts), not 500.

/** Socket-level failures of node's net module while connecting or talking to PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in
 * recovery); and class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres and pg-pool say when a connection broke or could not be had in time; they set no code. */
const CLIENT_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client that has already failed, or has been closed
];

/** Whether `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors) is one of those. */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (CLIENT_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  const wrapped = [
    (error as { driverError?: unknown }).driverError,
    (error as { originalError?: unknown }).originalError,
    error.cause,
    ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
  ];
  return wrapped.some((inner) => inner !== error && isConnectionFailure(inner, depth + 1));
}
