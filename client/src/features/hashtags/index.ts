import { lazyPage } from '@/lib/lazy-page';

// The hashtag screens, each its own chunk.
export const TrendingPage = lazyPage(() => import('./trending-page'), 'TrendingPage');
export const HashtagPage = lazyPage(() => import('./hashtag-page'), 'HashtagPage');
