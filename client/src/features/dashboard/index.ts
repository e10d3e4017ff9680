import { lazyPage } from '@/lib/lazy-page';

// Everything under /dashboard/*: one chunk, loaded after sign-in.
export const DashboardApp = lazyPage(() => import('./dashboard-app'), 'DashboardApp');
