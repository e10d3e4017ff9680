import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { Logo } from '@/ui/logo';

// Anonymous visitors never download the account menu (and its popover code).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** Header of the public pages: Sign In / Get Started, or the account menu when signed in. */
export function PublicHeader() {
  const { t } = useTranslation('public');
  const { user, loading } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <Logo />
        </Link>
        <nav aria-label={t('header.navLabel')} className="flex items-center gap-2">
          {loading ? null : user ? (
            <>
              <Button asChild variant="ghost">
                <Link to="/dashboard">{t('header.dashboard')}</Link>
              </Button>
              <Suspense fallback={<span className="size-10" />}>
                <AccountMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/auth">{t('header.signIn')}</Link>
              </Button>
              <Button asChild>
                <Link to="/auth">{t('header.getStarted')}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
