import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Logo } from '@/ui/logo';

/** Any unknown path (spec §2.1): a friendly 404; the path is logged for whoever reads the console. */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));

  useEffect(() => {
    console.warn('404: no route matches', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-gradient-to-b from-accent/50 to-background px-4 text-center">
      <Logo />
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  );
}
