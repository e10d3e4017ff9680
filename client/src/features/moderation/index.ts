import { lazyPage } from '@/lib/lazy-page';

// What other features use: the Report button of posts and comments, and the moderation screens (each its own chunk).
export { ReportButton, type ReportTarget } from './report-dialog';
export const ContentModerationPage = lazyPage(() => import('./content-moderation-page'), 'ContentModerationPage');
export const ReportsPage = lazyPage(() => import('./reports-page'), 'ReportsPage');
