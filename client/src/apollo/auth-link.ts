import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ServerError } from '@apollo/client/errors';
import { of, from, switchMap, throwError } from 'rxjs';
import { serverErrorCode } from './errors';
import { refreshSession } from './refresh';
import { isExpired, sessionStore } from './session-store';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The access token this request carried, so a rejection can tell whether the tokens rotated since. */
    sentAccessToken?: string;
    /** Set after one refresh-and-retry so a request is never retried twice. */
    retriedAfterRefresh?: boolean;
  }
}

/** Adds `Authorization: Bearer <accessToken>`, refreshing first when the token has already expired. */
export const authLink = new SetContextLink(async (prevContext) => {
  let session = sessionStore.get();
  if (session && isExpired(session)) session = await refreshSession();
  if (!session) return { sentAccessToken: undefined };
  return {
    sentAccessToken: session.accessToken,
    headers: { ...prevContext.headers, authorization: `Bearer ${session.accessToken}` },
  };
});

function isUnauthenticated(error: unknown): boolean {
  return serverErrorCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}

/** On UNAUTHENTICATED from a request that carried a token: refresh once and retry; a failed refresh signs out. */
export const refreshOnUnauthenticatedLink = new ErrorLink(({ error, result, operation, forward }) => {
  const { sentAccessToken, retriedAfterRefresh } = operation.getContext();
  if (!sentAccessToken || retriedAfterRefresh || !isUnauthenticated(error)) return;
  return from(refreshSession(sentAccessToken)).pipe(
    switchMap((session) => {
      if (!session) return result ? of(result) : throwError(() => error);
      operation.setContext({ retriedAfterRefresh: true });
      return forward(operation);
    }),
  );
});

/** Error handling first, so a retried operation passes through the auth link again with the new token. */
export const sessionLink = ApolloLink.from([refreshOnUnauthenticatedLink, authLink]);
