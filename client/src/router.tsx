import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/require-auth';
import { ErrorPage } from '@/features/public/error-page';
import { NotFoundPage } from '@/features/public/not-found-page';
import { PageSpinner } from '@/ui/page-spinner';

// Each screen is its own chunk so the landing page downloads only what it shows.
const LandingPage = lazy(() => import('@/features/public/landing-page').then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ApolloLayout = lazy(() => import('@/apollo/apollo-layout').then((m) => ({ default: m.ApolloLayout })));
const DashboardApp = lazy(() => import('@/features/dashboard/dashboard-app').then((m) => ({ default: m.DashboardApp })));

function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        element: <ApolloLayout />,
        children: [
          { path: 'auth', element: <AuthPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
          {
            path: 'dashboard/*',
            element: (
              <RequireAuth>
                <DashboardApp />
              </RequireAuth>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
