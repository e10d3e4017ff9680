import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/ui/page-spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Layout route of the public pages: the header and footer stay in place while pages (lazy chunks) change. */
export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
