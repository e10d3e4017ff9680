import { DASHBOARD_REDIRECTS } from '@kuza/common';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/features/public';
import { DashboardLayout } from './dashboard-layout';
import { DASHBOARD_SCREENS } from './dashboard-routes';
import { DashboardScreen } from './dashboard-screen';

/** Everything under /dashboard/*, generated from the route table and loaded as one lazy chunk. */
export function DashboardApp() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        {DASHBOARD_SCREENS.map((route) =>
          route.path === '' ? (
            <Route key="index" index element={<DashboardScreen route={route} />} />
          ) : (
            <Route key={route.path} path={route.path} element={<DashboardScreen route={route} />} />
          ),
        )}
      </Route>
      {Object.entries(DASHBOARD_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={`/dashboard/${to}`} replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
