import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { returnPathState, useAuth } from '@/features/auth';
import { LanguageSelect } from '@/features/language';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { Logo } from '@/ui/logo';

// Anonymous visitors never download the account menu (and its popover code).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

// Spec §2.1: the header links of the public pages.
const LINKS = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
  { to: '/translate', key: 'translate' },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );
}

/** Header of the public pages: links, the language switcher, and Sign In / Get Started or the account menu. */
export function PublicHeader() {
  const { t } = useTranslation('public');
  const { user, loading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // From a public post, profile or hashtag page, signing in comes back to it (elsewhere: the dashboard).
  const back = returnPathState(useLocation());
  const links = LINKS.map(({ to, key }) => (
    <NavLink key={key} to={to} end className={navClass} onClick={() => setMenuOpen(false)}>
      {t(`header.${key}`)}
    </NavLink>
  ));
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="me-2 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <Logo />
        </Link>
        <nav aria-label={t('header.navLabel')} className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSelect label={t('language.label')} />
          {loading ? null : user ? (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to="/dashboard">{t('header.dashboard')}</Link>
              </Button>
              <Suspense fallback={<span className="size-10" />}>
                <AccountMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to="/auth" state={back}>
                  {t('header.signIn')}
                </Link>
              </Button>
              <Button asChild className="hidden sm:inline-flex">
                <Link to="/auth" state={{ ...back, tab: 'signup' }}>
                  {t('header.getStarted')}
                </Link>
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="public-menu"
          aria-label={t('header.navLabel')}
          className="grid gap-1 border-t bg-background px-4 py-3 md:hidden"
        >
          {links}
          {!loading && !user && (
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Button asChild variant="outline">
                <Link to="/auth" state={back}>
                  {t('header.signIn')}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/auth" state={{ ...back, tab: 'signup' }}>
                  {t('header.getStarted')}
                </Link>
              </Button>
            </div>
          )}
          {!loading && user && (
            <Button asChild variant="outline" className="mt-2">
              <Link to="/dashboard">{t('header.dashboard')}</Link>
            </Button>
          )}
        </nav>
      )}
    </header>
  );
}
