import type { ComponentType, LazyExoticComponent } from 'react';
import { SystemSettingsPage, UserManagementPage } from '@/features/admin/pages';
import { AdvertisingPage, CreateCampaignPage } from '@/features/advertising/pages';
import { SavedPage } from '@/features/bookmarks/pages';
import {
  AnalyticsOverviewPage,
  AudienceInsightsPage,
  EnergyScorePage,
  GrowthCoachPage,
  TopPostsPage,
} from '@/features/analytics/pages';
import { ApiKeysPage, DeveloperPage, PaymentGatewayPage } from '@/features/api-keys/pages';
import { CirclePage, CirclesPage, CollabsPage, DiscoverPage, ShoutoutsPage } from '@/features/community/pages';
import {
  CreateAudioPage,
  CreatePostPage,
  CreateVideoPage,
  DraftsPage,
  StudioPage,
  TemplatesPage,
} from '@/features/create/pages';
import { CreatorHubPage } from '@/features/creator-hub/pages';
import { ForYouPage, MyFlowPage, NearbyPage, VerifiedPage } from '@/features/feed/pages';
import { HashtagPage, TrendingPage } from '@/features/hashtags/pages';
import { AcademyPage, CreatorSupportPage, HelpCenterPage } from '@/features/learn/pages';
import { GeoAnalyticsPage } from '@/features/location/pages';
import { CreatorMembershipsPage, MyMembershipsPage } from '@/features/memberships/pages';
import { MessagesPage } from '@/features/messages/pages';
import { ContentModerationPage, ReportsPage } from '@/features/moderation/pages';
import { AdRevenuePage, CashOutPage, RevenuePage, SplitEarningsPage, WalletPage } from '@/features/monetize/pages';
import { PostPage } from '@/features/posts/pages';
import { MyProfilePage, ProfilePage } from '@/features/profiles/pages';
import { SearchResultsPage } from '@/features/search/pages';
import { AccountPage, FeedPreferencesPage, LanguagePage, PrivacyPage, ThemePage } from '@/features/settings/pages';
import { CheckoutPage } from '@/features/tips/pages';
import type { DashboardPath } from './dashboard-routes';

/**
 * The built screens of /dashboard, by path. A path without an entry shows the Coming soon page.
 * A feature plugs its page in with one line: its pages.ts exports the page lazily (lib/lazy-page), so each page
 * stays in its own chunk, e.g. `create: CreatePostPage` with `CreatePostPage` from `@/features/create/pages`.
 */
export const DASHBOARD_PAGES: Partial<Record<DashboardPath, LazyExoticComponent<ComponentType>>> = {
  'geo-analytics': GeoAnalyticsPage,
  search: SearchResultsPage,
  'admin/moderation': ContentModerationPage,
  'admin/users': UserManagementPage,
  'admin/reports': ReportsPage,
  'admin/api-keys': ApiKeysPage,
  'admin/psfaba': PaymentGatewayPage,
  'admin/settings': SystemSettingsPage,
  '': MyFlowPage,
  'for-you': ForYouPage,
  nearby: NearbyPage,
  verified: VerifiedPage,
  trending: TrendingPage,
  'hashtag/:tag': HashtagPage,
  create: CreatePostPage,
  'create-video': CreateVideoPage,
  'create-audio': CreateAudioPage,
  drafts: DraftsPage,
  templates: TemplatesPage,
  studio: StudioPage,
  'post/:id': PostPage,
  'u/:username': ProfilePage,
  profile: MyProfilePage,
  preferences: FeedPreferencesPage,
  theme: ThemePage,
  privacy: PrivacyPage,
  language: LanguagePage,
  account: AccountPage,
  developer: DeveloperPage,
  wallet: WalletPage,
  revenue: RevenuePage,
  split: SplitEarningsPage,
  cashout: CashOutPage,
  'ad-revenue': AdRevenuePage,
  'checkout/:id': CheckoutPage,
  memberships: CreatorMembershipsPage,
  'my-memberships': MyMembershipsPage,
  analytics: AnalyticsOverviewPage,
  'top-posts': TopPostsPage,
  insights: AudienceInsightsPage,
  energy: EnergyScorePage,
  coach: GrowthCoachPage,
  discover: DiscoverPage,
  circles: CirclesPage,
  'circles/:id': CirclePage,
  collabs: CollabsPage,
  shoutouts: ShoutoutsPage,
  messages: MessagesPage,
  'messages/:conversationId': MessagesPage,
  academy: AcademyPage,
  help: HelpCenterPage,
  support: CreatorSupportPage,
  'creator-hub': CreatorHubPage,
  advertising: AdvertisingPage,
  'advertising/create': CreateCampaignPage,
  saved: SavedPage,
};
