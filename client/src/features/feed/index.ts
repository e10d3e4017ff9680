import { lazyPage } from '@/lib/lazy-page';

// The feed screens (one chunk for the four of them).
export const MyFlowPage = lazyPage(() => import('./feed-pages'), 'MyFlowPage');
export const ForYouPage = lazyPage(() => import('./feed-pages'), 'ForYouPage');
export const NearbyPage = lazyPage(() => import('./feed-pages'), 'NearbyPage');
export const VerifiedPage = lazyPage(() => import('./feed-pages'), 'VerifiedPage');
