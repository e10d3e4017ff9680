import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/ui/page-spinner';
import { useAuth } from './auth-context';

/** Spec §2.2: a spinner while the session loads, then /auth (replacing history) when nobody is signed in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!session) return <Navigate to="/auth" replace />;
  return children;
}
