import { lazyPage } from '@/lib/lazy-page';

// The learning screens, each its own chunk.
export const AcademyPage = lazyPage(() => import('./academy-page'), 'AcademyPage');
export const HelpCenterPage = lazyPage(() => import('./help-center-page'), 'HelpCenterPage');
export const CreatorSupportPage = lazyPage(() => import('./creator-support-page'), 'CreatorSupportPage');
