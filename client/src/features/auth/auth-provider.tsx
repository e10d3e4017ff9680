import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadApolloClient, loadedApolloClient } from '@/apollo/load-client';
import { refreshSession, startAutoRefresh } from '@/apollo/refresh';
import { isExpiring, sessionStore, useSession } from '@/apollo/session-store';
import type { Role } from '@/gql/graphql';
import { AuthContext, type AuthContextValue } from './auth-context';
import { MeDocument, SignOutDocument } from './session-user-operations';

/** The first session check is pending only when a stored session must be refreshed before use. */
function needsRefreshFirst(): boolean {
  const stored = sessionStore.reload();
  return stored !== null && isExpiring(stored);
}

/** Pick up role or profile changes made since the session was stored. */
async function refreshUser(): Promise<void> {
  const client = await loadApolloClient();
  const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  if (data?.me) sessionStore.updateUser(data.me);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [loading, setLoading] = useState(needsRefreshFirst);
  const userId = session?.user.id;

  useEffect(() => {
    let active = true;
    if (needsRefreshFirst()) void refreshSession().finally(() => active && setLoading(false));
    else setLoading(false);
    const stop = startAutoRefresh();
    return () => {
      active = false;
      stop();
    };
  }, []);

  useEffect(() => {
    // Offline: keep the stored user. An invalid session is signed out by the refresh link.
    if (!loading && userId) refreshUser().catch(() => undefined);
  }, [loading, userId]);

  const signOut = useCallback(async () => {
    try {
      if (sessionStore.get()) await (await loadApolloClient()).mutate({ mutation: SignOutDocument });
    } catch {
      // Revocation is best effort: the local session is forgotten either way.
    } finally {
      sessionStore.set(null);
      await loadedApolloClient()?.clearStore();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      signOut,
      hasRole: (...roles: Role[]) => roles.some((role) => session?.user.roles.includes(role)),
    }),
    [session, loading, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
