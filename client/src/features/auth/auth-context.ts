import { createContext, useContext } from 'react';
import type { Session, SessionUser } from '@/apollo/session-store';
import type { Role } from '@/gql/graphql';

export interface AuthContextValue {
  user: SessionUser | null;
  session: Session | null;
  /** True until the first session check has finished (spec §4). */
  loading: boolean;
  /** Revokes the session on the server, then forgets it locally and empties the Apollo cache. */
  signOut: () => Promise<void>;
  hasRole: (...roles: Role[]) => boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  // Spec §8: using the auth context outside its provider is a programming error.
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
