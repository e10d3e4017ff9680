import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const DiscoverPage = lazyPage(() => import('./discover-page'), 'DiscoverPage');
export const CirclesPage = lazyPage(() => import('./circles-page'), 'CirclesPage');
export const CirclePage = lazyPage(() => import('./circle-page'), 'CirclePage');
export const CollabsPage = lazyPage(() => import('./collabs-page'), 'CollabsPage');
export const ShoutoutsPage = lazyPage(() => import('./shoutouts-page'), 'ShoutoutsPage');
