import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/require-auth';
import { AccountLanguageSync } from '@/features/language/account-language-sync';
import { PublicLayout } from '@/features/public/public-layout';
import { publicRoutes } from '@/features/public/public-routes';
import { RouteErrorBoundary } from '@/features/public/route-error-boundary';
import { I18nDirectionProvider } from '@/i18n/direction-provider';
import { PageSpinner } from '@/ui/page-spinner';
import { ScrollRestoration } from './scroll-restoration';

// Each screen is its own chunk so the landing page downloads only what it shows.
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const NotFoundPage = lazy(() => import('@/features/public/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ApolloLayout = lazy(() => import('@/apollo/apollo-layout').then((m) => ({ default: m.ApolloLayout })));
const DashboardApp = lazy(() => import('@/features/dashboard/dashboard-app').then((m) => ({ default: m.DashboardApp })));
const ApiReferencePage = lazy(() => import('@/features/api-docs/api-reference-page').then((m) => ({ default: m.ApiReferencePage })));

function RootLayout() {
  return (
    <I18nDirectionProvider>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      <AccountLanguageSync />
    </I18nDirectionProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      publicRoutes,
      { element: <PublicLayout />, children: [{ path: 'api-reference', element: <ApiReferencePage /> }] },
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

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the app uses no loaders, actions or fetchers, and the data router that provides them is
 * ~18 KB gzipped of every route's JavaScript. Errors while rendering show ErrorPage (RouteErrorBoundary), and
 * ScrollRestoration does what the data router's did.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
