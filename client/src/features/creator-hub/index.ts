import { lazyPage } from '@/lib/lazy-page';

// The Creator Hub screen, its own chunk.
export const CreatorHubPage = lazyPage(() => import('./creator-hub-page'), 'CreatorHubPage');
