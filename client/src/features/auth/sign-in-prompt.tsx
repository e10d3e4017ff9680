import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { returnPathState } from './return-path';

/** "Sign in to like, comment and follow" with Sign in and Join Kuza; either comes back here once signed in. */
export function SignInPrompt({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <div role="note" className={cn('flex flex-wrap items-center gap-3 rounded-xl border bg-accent/40 p-4', className)}>
      <p className="min-w-48 flex-1 text-sm font-medium">{t('prompt.text')}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/auth" state={returnPathState(location)}>
          {t('prompt.signIn')}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/auth" state={returnPathState(location, 'signup')}>
          {t('prompt.join')}
        </Link>
      </Button>
    </div>
  );
}

/** For an action that needs an account: opens /auth, which returns here after signing in. */
export function useSignInFirst(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => void navigate('/auth', { state: returnPathState(location) }), [navigate, location]);
}
