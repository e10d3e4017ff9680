import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const AcademyPage = lazyPage(() => import('./academy-page'), 'AcademyPage');
export const HelpCenterPage = lazyPage(() => import('./help-center-page'), 'HelpCenterPage');
export const CreatorSupportPage = lazyPage(() => import('./creator-support-page'), 'CreatorSupportPage');
