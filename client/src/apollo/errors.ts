import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; field?: unknown; messageId?: unknown; params?: unknown };
}

/** The first GraphQL error of a failed operation (lib/server-message.ts reads its messageId and params). */
export function firstServerError(error: unknown): GraphQLErrorLike | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  // Non-2xx answers (e.g. 429 RATE_LIMITED) still carry a GraphQL body with the real message.
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLErrorLike[] };
      return body.errors?.[0];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `extensions.code` of the first GraphQL error (API.md: the client switches on it). */
export function serverErrorCode(error: unknown): string | undefined {
  const code = firstServerError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** `extensions.field` of a BAD_USER_INPUT error: which form field the server refused. */
export function serverErrorField(error: unknown): string | undefined {
  const field = firstServerError(error)?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
