import { lazyPage } from '@/lib/lazy-page';

// The community screens, each its own chunk.
export const DiscoverPage = lazyPage(() => import('./discover-page'), 'DiscoverPage');
export const CirclesPage = lazyPage(() => import('./circles-page'), 'CirclesPage');
export const CirclePage = lazyPage(() => import('./circle-page'), 'CirclePage');
export const CollabsPage = lazyPage(() => import('./collabs-page'), 'CollabsPage');
export const ShoutoutsPage = lazyPage(() => import('./shoutouts-page'), 'ShoutoutsPage');
