import { Suspense } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { ApiReferencePage } from '@/features/api-docs/pages';
import { RequireAuth } from '@/features/auth';
import { AuthPage, ResetPasswordPage } from '@/features/auth/pages';
import { DashboardApp } from '@/features/dashboard/pages';
import { AccountLanguageSync } from '@/features/language';
import { PublicLayout, RouteErrorBoundary, publicRoutes } from '@/features/public';
import { contentRoutes } from '@/features/public-pages';
import { NotFoundPage } from '@/features/public/pages';
import { PublicSearchPage } from '@/features/search/pages';
import { I18nDirectionProvider } from '@/i18n/direction-provider';
import { lazyPage } from '@/lib/lazy-page';
import { PageSpinner } from '@/ui/page-spinner';
import { ScrollRestoration } from './scroll-restoration';

// Each screen is its own chunk so the landing page downloads only what it shows: features export their pages lazily
// (their pages.ts).
const ApolloLayout = lazyPage(() => import('@/apollo/apollo-layout'), 'ApolloLayout');

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
      ...contentRoutes,
      {
        element: <PublicLayout />,
        children: [
          { path: 'api-reference', element: <ApiReferencePage /> },
          // The public site's search (issue 32): public content for visitors without an account.
          { element: <ApolloLayout />, children: [{ path: 'search', element: <PublicSearchPage /> }] },
        ],
      },
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
