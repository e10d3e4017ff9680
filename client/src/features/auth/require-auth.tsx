import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/ui/page-spinner';
import { useAuth } from './auth-context';
import { returnPathState } from './return-path';

/**
 * Spec §2.2: a spinner while the session loads, then /auth (replacing history) when nobody is signed in. The wanted
 * location rides along in router state so signing in can return there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!session) return <Navigate to="/auth" replace state={returnPathState(location)} />;
  return children;
}
