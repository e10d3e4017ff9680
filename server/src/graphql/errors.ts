import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { messageParams, messageText, type MessageId, type MessageParams } from '@kuza/common';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INSUFFICIENT_FUNDS'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { RATE_LIMITED: 429 };

export interface AppErrorOptions {
  /** Values the message names, beyond its fixed ones (MESSAGE_PARAMS). */
  params?: MessageParams;
  /** The input field refused (BAD_USER_INPUT and upload errors). */
  field?: string;
  /** Further extensions (retryAfter). */
  extensions?: Record<string, unknown>;
}

/**
 * An error the caller may see. Its contract (README, API section): `extensions.code`, a stable
 * `extensions.messageId` from common/'s table, `extensions.field` for input errors and `extensions.params` for the
 * values the message names; `message` is the English text of that id.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, messageId: MessageId, { params, field, extensions }: AppErrorOptions = {}) {
    const values = messageParams(messageId, params);
    super(messageText(messageId, values), {
      extensions: {
        code,
        messageId,
        ...(field === undefined ? {} : { field }),
        ...(Object.keys(values).length === 0 ? {} : { params: values }),
        ...extensions,
      },
    });
  }
}

export const badInput = (field: string, messageId: MessageId, params?: MessageParams) =>
  new AppError('BAD_USER_INPUT', messageId, { field, params });
export const unauthenticated = (messageId: MessageId = 'errors.unauthenticated') =>
  new AppError('UNAUTHENTICATED', messageId);
export const forbidden = (messageId: MessageId = 'errors.forbidden') => new AppError('FORBIDDEN', messageId);
export const notFound = (messageId: MessageId) => new AppError('NOT_FOUND', messageId);

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    messageId: MessageId = 'errors.rateLimited',
    params?: MessageParams,
  ) {
    super('RATE_LIMITED', messageId, { params, extensions: { retryAfter: retryAfterSeconds } });
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

// Apollo refuses an automatic persisted query whose hash is not its text's (HTTP 400) with this message and no code.
const APOLLO_HASH_MISMATCH = 'provided sha does not match query';
const HASH_MISMATCH_ID: MessageId = 'errors.persistedQueryHashMismatch';

// A request that does not fit the schema or its limits: graphql-js words the message; a client shows this id's.
const REQUEST_ERROR_ID: MessageId = 'errors.badRequest';

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
    if (original instanceof GraphQLError && original.message === APOLLO_HASH_MISMATCH && !original.originalError) {
      return {
        message: messageText(HASH_MISMATCH_ID),
        extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', messageId: HASH_MISMATCH_ID },
      };
    }
    const code = formatted.extensions?.code;
    if (
      typeof code === 'string' &&
      REQUEST_ERROR_CODES.has(code) &&
      !(original instanceof Error && !(original instanceof GraphQLError))
    ) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code, messageId: REQUEST_ERROR_ID },
      };
    }
    // A GraphQLError raised while validating variables or arguments (no original error inside it).
    if (original instanceof GraphQLError && !original.originalError && !formatted.path) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: code ?? 'BAD_REQUEST', messageId: REQUEST_ERROR_ID },
      };
    }
    logger.error({ err: original }, 'Unexpected error while resolving a request');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' satisfies MessageId },
    };
  };
}
