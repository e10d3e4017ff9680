import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { RATE_LIMITED: 429 };

/** An error the caller may see: its message and code reach the client unchanged. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
}

export const badInput = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { field });
export const unauthenticated = (message = 'Not authenticated') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super('RATE_LIMITED', message, { retryAfter: retryAfterSeconds });
    this.extensions.http = {
      status: HTTP_STATUS.RATE_LIMITED,
      headers: new Map([['retry-after', String(retryAfterSeconds)]]),
    };
  }
}

// Codes that graphql-js and Apollo give to errors in the request itself: safe to show as they are.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

export interface ErrorLogger {
  error(details: object, message: string): void;
}

/** The one error formatter: application errors pass, request errors pass, everything else is masked. */
export function createErrorFormatter(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      const { http: _http, ...extensions } = original.extensions;
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !(original instanceof Error && !(original instanceof GraphQLError))) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    // A GraphQLError raised while validating variables or arguments (no original error inside it).
    if (original instanceof GraphQLError && !original.originalError && !formatted.path) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: code ?? 'BAD_REQUEST' } };
    }
    logger.error({ err: original }, 'Unexpected error while resolving a request');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
