import { refreshSession } from './refresh';
import { sessionStore, type Session } from './session-store';

/** graphql-ws's Forbidden: the server refused the socket's credentials, or revoked them while it was open. */
export const FORBIDDEN_CLOSE_CODE = 4403;

/**
 * The credentials each socket connects with. The server closes a socket with 4403 when its session ends elsewhere,
 * its account is suspended or its user's roles change (and refuses an expired token so): the next connection
 * refreshes the session first. A refreshed token reconnects with the new roles; a refused refresh signs the user
 * out, and the socket comes back anonymous instead of retrying a dead token for ever.
 */
export function socketCredentials(refresh: (failedAccessToken: string) => Promise<Session | null> = refreshSession) {
  let sentToken: string | null = null;
  let refusedToken: string | null = null;
  let refreshing = false;
  return {
    /** True while a refused token is being refreshed: the session may change meanwhile for this very socket. */
    isRefreshing: () => refreshing,
    async connectionParams(): Promise<Record<string, string>> {
      const refused = refusedToken;
      if (refused && sessionStore.get()?.accessToken === refused) {
        refreshing = true;
        try {
          await refresh(refused);
        } finally {
          refreshing = false;
        }
      }
      refusedToken = null;
      // Read after the refresh: a new token, none (signed out), or the same one if the server was unreachable.
      const session = sessionStore.get();
      sentToken = session?.accessToken ?? null;
      return session ? { authorization: `Bearer ${session.accessToken}` } : {};
    },
    onClosed(event: unknown): void {
      if ((event as { code?: unknown } | null)?.code === FORBIDDEN_CLOSE_CODE) refusedToken = sentToken;
    },
  };
}
