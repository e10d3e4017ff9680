import { GraphQLError } from 'graphql';
import {
  AppError,
  createErrorFormatter,
  forbidden,
  httpStatusOf,
  refuseRequest,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors';

const logged: string[] = [];
const formatError = createErrorFormatter({
  error: (_details, message) => void logged.push(`error: ${message}`),
  warn: (_details, message) => void logged.push(`warn: ${message}`),
});

/** What Apollo hands the formatter for an error thrown in a resolver at `path`. */
const inResolver = (error: Error, path = ['createPost']) => {
  const located = new GraphQLError(error.message, { path, originalError: error });
  return [located.toJSON(), located] as const;
};

beforeEach(() => (logged.length = 0));

describe('database outages', () => {
  it('answers a refused connection SERVICE_UNAVAILABLE with its message id, naming no host', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:41234'), { code: 'ECONNREFUSED' });
    const formatted = formatError(...inResolver(refused));
    expect(formatted).toEqual({
      message: 'Kuza is briefly unavailable. Please try again in a few seconds.',
      path: ['createPost'],
      extensions: { code: 'SERVICE_UNAVAILABLE', messageId: 'errors.serviceUnavailable', retryAfter: 5 },
    });
    expect(JSON.stringify(formatted)).not.toContain('127.0.0.1');
    // A warning line, not the stack of an unexpected error.
    expect(logged).toEqual(['warn: The database is unreachable: answered SERVICE_UNAVAILABLE']);
  });

  it('does the same for a statement cut off by a shutdown, and for a broken connection', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const terminated = new Error('Connection terminated unexpectedly');
    for (const error of [shutdown, terminated]) {
      expect(formatError(...inResolver(error)).extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('still masks any other failure as an internal error', () => {
    const formatted = formatError(...inResolver(new Error('relation "posts" does not exist')));
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['createPost'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' },
    });
    expect(logged).toEqual(['error: Unexpected error while resolving a request']);
  });

  it('gives ServiceUnavailableError a 503 with Retry-After, which stays out of the answer', () => {
    const error = new ServiceUnavailableError();
    expect(error.extensions.http).toEqual({ status: 503, headers: new Map([['retry-after', '5']]) });
    expect(formatError(error.toJSON(), error).extensions).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      messageId: 'errors.serviceUnavailable',
      retryAfter: 5,
    });
  });
});

describe('HTTP statuses', () => {
  it('has one status per code', () => {
    expect(httpStatusOf('BAD_REQUEST')).toBe(400);
    expect(httpStatusOf('UNAUTHENTICATED')).toBe(401);
    expect(httpStatusOf('FORBIDDEN')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
    expect(httpStatusOf('SERVICE_UNAVAILABLE')).toBe(503);
    expect(httpStatusOf('INTERNAL_SERVER_ERROR')).toBe(500);
    expect(httpStatusOf('toString')).toBe(500);
  });

  it('refuses a whole request with its code’s status, keeping a status and headers already given', () => {
    expect(refuseRequest(forbidden()).extensions.http).toEqual({ status: 403 });
    expect(refuseRequest(new AppError('BAD_REQUEST', 'errors.badRequest')).extensions.http).toEqual({ status: 400 });
    const limited = refuseRequest(new RateLimitedError(30));
    expect(limited.extensions.http).toEqual({ status: 429, headers: new Map([['retry-after', '30']]) });
  });
});
