import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-context';

/** Signs out and goes to /auth (spec §2.2). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/auth', { replace: true });
  }, [navigate, signOut]);
}
