import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDeniedPage } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { PageSpinner } from '@/ui/page-spinner';
import { ComingSoonPage } from './coming-soon-page';
import { DASHBOARD_PAGES } from './dashboard-pages';
import type { DashboardPath, DashboardRouteDef } from './dashboard-routes';

/** Renders the page registered for a route, or Coming soon; also keeps the tab title in step. */
export function DashboardScreen({ route }: { route: DashboardRouteDef }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const title = t(route.titleKey);
  const Page = DASHBOARD_PAGES[route.path as DashboardPath];
  const { hasRole } = useAuth();

  useEffect(() => {
    document.title = t('common:documentTitle', { page: title });
  }, [t, title]);

  // The client only hides what the server would refuse anyway; the server decides.
  if (route.roles && !hasRole(...route.roles)) return <AccessDeniedPage roles={route.roles} />;
  if (!Page) return <ComingSoonPage title={title} icon={route.icon} isHome={route.path === ''} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
