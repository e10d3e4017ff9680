import { lazyPage } from '@/lib/lazy-page';

// What other features use: the analytics screens (each its own chunk), the creator's stats and the rates computed from them.
export const AnalyticsOverviewPage = lazyPage(() => import('./analytics-overview-page'), 'AnalyticsOverviewPage');
export const TopPostsPage = lazyPage(() => import('./top-posts-page'), 'TopPostsPage');
export const AudienceInsightsPage = lazyPage(() => import('./audience-insights-page'), 'AudienceInsightsPage');
export const EnergyScorePage = lazyPage(() => import('./energy-score-page'), 'EnergyScorePage');
export const GrowthCoachPage = lazyPage(() => import('./growth-coach-page'), 'GrowthCoachPage');
export { useCreatorStats } from './use-creator-stats';
export { changePercent, engagementPercentText, engagementRate, type CreatorStats } from './creator-stats-model';
