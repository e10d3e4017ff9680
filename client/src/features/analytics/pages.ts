import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const AnalyticsOverviewPage = lazyPage(() => import('./analytics-overview-page'), 'AnalyticsOverviewPage');
export const TopPostsPage = lazyPage(() => import('./top-posts-page'), 'TopPostsPage');
export const AudienceInsightsPage = lazyPage(() => import('./audience-insights-page'), 'AudienceInsightsPage');
export const EnergyScorePage = lazyPage(() => import('./energy-score-page'), 'EnergyScorePage');
export const GrowthCoachPage = lazyPage(() => import('./growth-coach-page'), 'GrowthCoachPage');
