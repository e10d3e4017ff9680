import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A Back button's action: the previous page when Kuza opened one before this, else `fallback`. A page opened
 * straight from a shared link has no in-app history, and history back would leave Kuza (to a blank tab or
 * another site). React Router marks the first entry of a visit with the key "default".
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const firstPage = useLocation().key === 'default';
  return useCallback(
    () => (firstPage ? navigate(fallback, { replace: true }) : navigate(-1)),
    [firstPage, fallback, navigate],
  );
}
