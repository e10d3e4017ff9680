import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const MyFlowPage = lazyPage(() => import('./feed-pages'), 'MyFlowPage');
export const ForYouPage = lazyPage(() => import('./feed-pages'), 'ForYouPage');
export const NearbyPage = lazyPage(() => import('./feed-pages'), 'NearbyPage');
export const VerifiedPage = lazyPage(() => import('./feed-pages'), 'VerifiedPage');
