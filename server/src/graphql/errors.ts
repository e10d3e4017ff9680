import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { messageParams, messageText, type MessageId, type MessageParams } from '@kuza/common';
import { isConnectionFailure } from '../db/connection-failure';

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

/**
 * The HTTP status of each code, for a request refused as a whole (before it executes, or because the database is
 * down). An error raised while resolving one field among others stays in a 200 answer, as GraphQL over HTTP has it.
 */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

/** The HTTP status for an error code; 500 for a code this table does not know (INTERNAL_SERVER_ERROR). */
export function httpStatusOf(code: unknown): number {
  return typeof code === 'string' && Object.hasOwn(HTTP_STATUS, code) ? HTTP_STATUS[code as ErrorCode] : 500;
}

/** How long a 503 asks the caller to wait: the embedded database is back within a few seconds of a crash. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const RETRY_AFTER_HEADER = ['retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS)] as [string, string];

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

/**
 * Marks `error` as refusing the whole request: Apollo answers with its code's HTTP status (HTTP_STATUS). An error
 * that already names its status and headers (a quota's) keeps them.
 */
export function refuseRequest<E extends AppError>(error: E): E {
  error.extensions.http ??= { status: httpStatusOf(error.extensions.code) };
  return error;
}

/** The database cannot be reached for now: HTTP 503 with Retry-After, never a masked 500. */
export class ServiceUnavailableError extends AppError {
  constructor() {
    const retryAfter = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
    super('SERVICE_UNAVAILABLE', 'errors.serviceUnavailable', { extensions: { retryAfter } });
    this.extensions.http = { status: HTTP_STATUS.SERVICE_UNAVAILABLE, headers: new Map([RETRY_AFTER_HEADER]) };
  }
}

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
  warn(details: object, message: string): void;
}

/** The one error formatter: application errors pass, request errors pass, everything else is masked. */
export function createErrorFormatter(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      const { http: _http, ...extensions } = original.extensions;
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    if (isConnectionFailure(error)) {
      // Expected while the database restarts: one line, not a stack per request.
      const { code, message } = original as { code?: unknown; message?: unknown };
      logger.warn({ code, message }, 'The database is unreachable: answered SERVICE_UNAVAILABLE');
      const { http: _http, ...extensions } = new ServiceUnavailableError().extensions;
      return { message: messageText('errors.serviceUnavailable'), path: formatted.path, extensions };
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
        // Apollo labels an error it raised without a code (an unsupported persisted query version) as internal.
        extensions: {
          code: code === undefined || code === 'INTERNAL_SERVER_ERROR' ? 'BAD_REQUEST' : code,
          messageId: REQUEST_ERROR_ID,
        },
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

/**
 * A request that met an unreachable database anywhere (checking the caller, a plugin, a resolver) is answered
 * HTTP 503 with Retry-After as a whole, as its errors are formatted SERVICE_UNAVAILABLE above, never a masked 500.
 */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          if (!errors.some((error) => isConnectionFailure(error))) return;
          response.http.headers.set(...RETRY_AFTER_HEADER);
          response.http.status = HTTP_STATUS.SERVICE_UNAVAILABLE;
        },
      };
    },
  };
}
