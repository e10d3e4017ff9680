// What /api-reference states about the API, in one place. The numbers mirror the server's limits
// (server/src/graphql/query-limits.ts); the e2e test api-reference checks the page against them.
export const QUERY_LIMIT_FACTS = {
  depth: 7,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: 5000,
  listSize: 100,
} as const;

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'GRAPHQL_VALIDATION_FAILED',
  'INTERNAL_SERVER_ERROR',
] as const;

export const RATE_LIMIT_HEADERS = [
  { name: 'X-RateLimit-Limit', key: 'limitHeader' },
  { name: 'X-RateLimit-Remaining', key: 'remainingHeader' },
  { name: 'X-RateLimit-Reset', key: 'resetHeader' },
] as const;

/** A key-shaped placeholder (prefix, then dots instead of the secret part). */
export const KEY_PLACEHOLDER = 'kuza_live_…';
