import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DashboardPath } from './dashboard-routes';

/**
 * The built screens of /dashboard, by path. A path without an entry shows the Coming soon page.
 * A feature plugs its page in with one line, keeping it in its own chunk, e.g.
 * `create: lazy(() => import('@/features/posts/create-post-page').then((m) => ({ default: m.CreatePostPage })))`.
 */
export const DASHBOARD_PAGES: Partial<Record<DashboardPath, LazyExoticComponent<ComponentType>>> = {
  'geo-analytics': lazy(() => import('@/features/location/geo-analytics-page').then((m) => ({ default: m.GeoAnalyticsPage }))),
  'admin/moderation': lazy(() => import('@/features/admin/content-moderation-page').then((m) => ({ default: m.ContentModerationPage }))),
  'admin/users': lazy(() => import('@/features/admin/user-management-page').then((m) => ({ default: m.UserManagementPage }))),
  'admin/reports': lazy(() => import('@/features/admin/reports-page').then((m) => ({ default: m.ReportsPage }))),
  'admin/api-keys': lazy(() => import('@/features/api-keys/api-keys-page').then((m) => ({ default: m.ApiKeysPage }))),
  'admin/psfaba': lazy(() => import('@/features/api-keys/payment-gateway-page').then((m) => ({ default: m.PaymentGatewayPage }))),
  'admin/settings': lazy(() => import('@/features/admin/system-settings-page').then((m) => ({ default: m.SystemSettingsPage }))),
  preferences: lazy(() => import('@/features/settings/feed-preferences-page').then((m) => ({ default: m.FeedPreferencesPage }))),
  theme: lazy(() => import('@/features/settings/theme-page').then((m) => ({ default: m.ThemePage }))),
  privacy: lazy(() => import('@/features/settings/privacy-page').then((m) => ({ default: m.PrivacyPage }))),
  language: lazy(() => import('@/features/settings/language-page').then((m) => ({ default: m.LanguagePage }))),
  wallet: lazy(() => import('@/features/monetize/wallet-page').then((m) => ({ default: m.WalletPage }))),
  revenue: lazy(() => import('@/features/monetize/revenue-page').then((m) => ({ default: m.RevenuePage }))),
  split: lazy(() => import('@/features/monetize/split-earnings-page').then((m) => ({ default: m.SplitEarningsPage }))),
  cashout: lazy(() => import('@/features/monetize/cash-out-page').then((m) => ({ default: m.CashOutPage }))),
  'ad-revenue': lazy(() => import('@/features/monetize/ad-revenue-page').then((m) => ({ default: m.AdRevenuePage }))),
  '': lazy(() => import('@/features/feed/feed-pages').then((m) => ({ default: m.MyFlowPage }))),
  'for-you': lazy(() => import('@/features/feed/feed-pages').then((m) => ({ default: m.ForYouPage }))),
  nearby: lazy(() => import('@/features/feed/feed-pages').then((m) => ({ default: m.NearbyPage }))),
  verified: lazy(() => import('@/features/feed/feed-pages').then((m) => ({ default: m.VerifiedPage }))),
  trending: lazy(() => import('@/features/hashtags/trending-page').then((m) => ({ default: m.TrendingPage }))),
  'hashtag/:tag': lazy(() => import('@/features/hashtags/hashtag-page').then((m) => ({ default: m.HashtagPage }))),
  create: lazy(() => import('@/features/create/create-post-page').then((m) => ({ default: m.CreatePostPage }))),
  'create-video': lazy(() => import('@/features/create/create-media-page').then((m) => ({ default: m.CreateVideoPage }))),
  'create-audio': lazy(() => import('@/features/create/create-media-page').then((m) => ({ default: m.CreateAudioPage }))),
  drafts: lazy(() => import('@/features/create/drafts-page').then((m) => ({ default: m.DraftsPage }))),
  templates: lazy(() => import('@/features/create/templates-page').then((m) => ({ default: m.TemplatesPage }))),
  studio: lazy(() => import('@/features/create/studio-page').then((m) => ({ default: m.StudioPage }))),
  'post/:id': lazy(() => import('@/features/posts/post-page').then((m) => ({ default: m.PostPage }))),
  'u/:username': lazy(() => import('@/features/profiles/profile-page').then((m) => ({ default: m.ProfilePage }))),
  profile: lazy(() => import('@/features/profiles/profile-page').then((m) => ({ default: m.MyProfilePage }))),
  analytics: lazy(() => import('@/features/analytics/analytics-overview-page').then((m) => ({ default: m.AnalyticsOverviewPage }))),
  'top-posts': lazy(() => import('@/features/analytics/top-posts-page').then((m) => ({ default: m.TopPostsPage }))),
  insights: lazy(() => import('@/features/analytics/audience-insights-page').then((m) => ({ default: m.AudienceInsightsPage }))),
  energy: lazy(() => import('@/features/analytics/energy-score-page').then((m) => ({ default: m.EnergyScorePage }))),
  coach: lazy(() => import('@/features/analytics/growth-coach-page').then((m) => ({ default: m.GrowthCoachPage }))),
  discover: lazy(() => import('@/features/community/discover-page').then((m) => ({ default: m.DiscoverPage }))),
  circles: lazy(() => import('@/features/community/circles-page').then((m) => ({ default: m.CirclesPage }))),
  collabs: lazy(() => import('@/features/community/collabs-page').then((m) => ({ default: m.CollabsPage }))),
  shoutouts: lazy(() => import('@/features/community/shoutouts-page').then((m) => ({ default: m.ShoutoutsPage }))),
  academy: lazy(() => import('@/features/learn/academy-page').then((m) => ({ default: m.AcademyPage }))),
  help: lazy(() => import('@/features/learn/help-center-page').then((m) => ({ default: m.HelpCenterPage }))),
  support: lazy(() => import('@/features/learn/creator-support-page').then((m) => ({ default: m.CreatorSupportPage }))),
  'creator-hub': lazy(() => import('@/features/creator-hub/creator-hub-page').then((m) => ({ default: m.CreatorHubPage }))),
};
