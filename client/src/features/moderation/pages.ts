import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const ContentModerationPage = lazyPage(() => import('./content-moderation-page'), 'ContentModerationPage');
export const ReportsPage = lazyPage(() => import('./reports-page'), 'ReportsPage');
