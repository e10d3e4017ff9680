import {
  Archive,
  BadgeCheck,
  Bookmark,
  CircleUserRound,
  FileText,
  Banknote,
  ChartColumn,
  ChartLine,
  CircleDollarSign,
  CodeXml,
  Clapperboard,
  Coins,
  Compass,
  CreditCard,
  Crown,
  Flag,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  HandCoins,
  Hash,
  Headphones,
  House,
  KeyRound,
  LockKeyhole,
  Languages,
  LayoutTemplate,
  LifeBuoy,
  MapPin,
  Megaphone,
  MessageCircle,
  Mic,
  Palette,
  PartyPopper,
  ChartPie,
  Receipt,
  Rocket,
  Search,
  Settings,
  ShieldAlert,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  SquarePen,
  Split,
  Target,
  Trophy,
  TrendingUp,
  UserCog,
  UsersRound,
  Video,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { UnreadMessagesBadge } from '@/features/messages';
import type { Role } from '@/gql/graphql';

export interface SidebarGroupDef {
  id: string;
  titleKey: string;
  defaultOpen?: boolean;
  /** Shown only to users holding one of these roles. */
  roles?: readonly Role[];
}

export interface DashboardRouteDef {
  /** Relative to /dashboard; '' is the index (My Flow). */
  path: string;
  /** Key in the `dashboard` i18n namespace. */
  titleKey: string;
  icon: LucideIcon;
  /** The sidebar group listing it; routes without a group are reachable only by link. */
  group?: SidebarGroupId;
  /** Shown and opened only by users holding one of these roles (the server enforces the same rule). */
  roles?: readonly Role[];
  /** Shown after the item's label in the sidebar (a feature's live count). */
  badge?: ComponentType;
}

// Admins use every admin screen; moderators only the two about content.
const ADMINS = ['ADMIN'] as const satisfies readonly Role[];
const STAFF = ['ADMIN', 'MODERATOR'] as const satisfies readonly Role[];

// Spec §2.3: nine groups; Home and Create open by default.
export const SIDEBAR_GROUPS = [
  { id: 'home', titleKey: 'groups.home', defaultOpen: true },
  { id: 'create', titleKey: 'groups.create', defaultOpen: true },
  { id: 'creator', titleKey: 'groups.creatorDashboard' },
  { id: 'monetize', titleKey: 'groups.monetize' },
  { id: 'analytics', titleKey: 'groups.analytics' },
  { id: 'community', titleKey: 'groups.community' },
  { id: 'learn', titleKey: 'groups.learnSupport' },
  { id: 'settings', titleKey: 'groups.settings' },
  { id: 'admin', titleKey: 'groups.admin', roles: STAFF },
] as const satisfies readonly SidebarGroupDef[];

export type SidebarGroupId = (typeof SIDEBAR_GROUPS)[number]['id'];

/**
 * Every /dashboard route and every sidebar item, in sidebar order. A path may appear in two groups
 * (e.g. revenue); the first entry names the screen. Pages plug in by path in dashboard-pages.ts.
 */
const ROUTE_TABLE = [
  { path: '', titleKey: 'nav.myFlow', icon: House, group: 'home' },
  { path: 'for-you', titleKey: 'nav.forYou', icon: Sparkles, group: 'home' },
  { path: 'trending', titleKey: 'nav.trending', icon: TrendingUp, group: 'home' },
  { path: 'nearby', titleKey: 'nav.nearby', icon: MapPin, group: 'home' },
  { path: 'verified', titleKey: 'nav.verified', icon: BadgeCheck, group: 'home' },
  { path: 'messages', titleKey: 'nav.messages', icon: MessageCircle, group: 'home', badge: UnreadMessagesBadge },
  { path: 'saved', titleKey: 'nav.saved', icon: Bookmark, group: 'home' },
  { path: 'create', titleKey: 'nav.newPost', icon: SquarePen, group: 'create' },
  { path: 'studio', titleKey: 'nav.studio', icon: Clapperboard, group: 'create' },
  { path: 'templates', titleKey: 'nav.templates', icon: LayoutTemplate, group: 'create' },
  { path: 'drafts', titleKey: 'nav.drafts', icon: Archive, group: 'create' },
  { path: 'creator-hub', titleKey: 'nav.creatorHub', icon: Rocket, group: 'creator' },
  { path: 'analytics', titleKey: 'nav.myAnalytics', icon: ChartColumn, group: 'creator' },
  { path: 'revenue', titleKey: 'nav.revenueOverview', icon: CircleDollarSign, group: 'creator' },
  { path: 'insights', titleKey: 'nav.audienceInsights', icon: ChartPie, group: 'creator' },
  { path: 'wallet', titleKey: 'nav.wallet', icon: Wallet, group: 'monetize' },
  { path: 'revenue', titleKey: 'nav.revenueSources', icon: Coins, group: 'monetize' },
  { path: 'split', titleKey: 'nav.split', icon: Split, group: 'monetize' },
  { path: 'advertising', titleKey: 'nav.advertising', icon: Megaphone, group: 'monetize' },
  { path: 'cashout', titleKey: 'nav.cashout', icon: Banknote, group: 'monetize' },
  { path: 'analytics', titleKey: 'nav.overview', icon: ChartLine, group: 'analytics' },
  { path: 'top-posts', titleKey: 'nav.topPosts', icon: Trophy, group: 'analytics' },
  { path: 'insights', titleKey: 'nav.audienceInsights', icon: ChartPie, group: 'analytics' },
  { path: 'geo-analytics', titleKey: 'nav.geoAnalytics', icon: Globe, group: 'analytics' },
  { path: 'energy', titleKey: 'nav.energy', icon: Zap, group: 'analytics' },
  { path: 'coach', titleKey: 'nav.coach', icon: Gauge, group: 'analytics' },
  { path: 'discover', titleKey: 'nav.discover', icon: Compass, group: 'community' },
  { path: 'circles', titleKey: 'nav.circles', icon: UsersRound, group: 'community' },
  { path: 'collabs', titleKey: 'nav.collabs', icon: Handshake, group: 'community' },
  { path: 'shoutouts', titleKey: 'nav.shoutouts', icon: PartyPopper, group: 'community' },
  { path: 'academy', titleKey: 'nav.academy', icon: GraduationCap, group: 'learn' },
  { path: 'help', titleKey: 'nav.help', icon: LifeBuoy, group: 'learn' },
  { path: 'support', titleKey: 'nav.support', icon: Headphones, group: 'learn' },
  { path: 'preferences', titleKey: 'nav.preferences', icon: SlidersHorizontal, group: 'settings' },
  { path: 'theme', titleKey: 'nav.theme', icon: Palette, group: 'settings' },
  { path: 'privacy', titleKey: 'nav.privacy', icon: ShieldCheck, group: 'settings' },
  { path: 'language', titleKey: 'nav.language', icon: Languages, group: 'settings' },
  { path: 'account', titleKey: 'nav.account', icon: LockKeyhole, group: 'settings' },
  { path: 'developer', titleKey: 'nav.developer', icon: CodeXml, group: 'settings' },
  { path: 'admin/moderation', titleKey: 'nav.moderation', icon: ShieldAlert, group: 'admin', roles: STAFF },
  { path: 'admin/users', titleKey: 'nav.users', icon: UserCog, group: 'admin', roles: ADMINS },
  { path: 'admin/reports', titleKey: 'nav.reports', icon: Flag, group: 'admin', roles: STAFF },
  { path: 'admin/api-keys', titleKey: 'nav.apiKeys', icon: KeyRound, group: 'admin', roles: ADMINS },
  { path: 'admin/psfaba', titleKey: 'nav.paymentGateway', icon: CreditCard, group: 'admin', roles: ADMINS },
  { path: 'admin/settings', titleKey: 'nav.systemSettings', icon: Settings, group: 'admin', roles: ADMINS },
  { path: 'hashtag/:tag', titleKey: 'screens.hashtag', icon: Hash },
  { path: 'create-video', titleKey: 'screens.createVideo', icon: Video },
  { path: 'create-audio', titleKey: 'screens.createAudio', icon: Mic },
  { path: 'advertising/create', titleKey: 'screens.createCampaign', icon: Target },
  { path: 'ad-revenue', titleKey: 'screens.adRevenue', icon: Receipt },
  // Not in the spec's route list: a post's own page (shared links), a creator's profile, the viewer's profile, and a
  // circle's page (its discussion).
  { path: 'post/:id', titleKey: 'posts:page.title', icon: FileText },
  { path: 'u/:username', titleKey: 'profiles:title', icon: CircleUserRound },
  { path: 'profile', titleKey: 'profiles:title', icon: CircleUserRound },
  { path: 'circles/:id', titleKey: 'screens.circle', icon: UsersRound },
  // The top bar's search results (?q=, issue 32).
  { path: 'search', titleKey: 'search:pageTitle', icon: Search },
  // Where the payment gateway sends a payer back: the checkout's status (a tip's).
  { path: 'checkout/:id', titleKey: 'tips:checkout.title', icon: HandCoins },
  // Memberships (issue 31): the creator's tiers and members (from Revenue Sources and the Wallet), the supporter's own.
  { path: 'memberships', titleKey: 'screens.memberships', icon: Crown },
  { path: 'my-memberships', titleKey: 'screens.myMemberships', icon: Crown },
  { path: 'messages/:conversationId', titleKey: 'nav.messages', icon: MessageCircle },
] as const satisfies readonly DashboardRouteDef[];

export type DashboardPath = (typeof ROUTE_TABLE)[number]['path'];

export const DASHBOARD_ROUTES: readonly DashboardRouteDef[] = ROUTE_TABLE;

/** One entry per distinct path: what the router registers. */
export const DASHBOARD_SCREENS: readonly DashboardRouteDef[] = DASHBOARD_ROUTES.filter(
  (route, index) => DASHBOARD_ROUTES.findIndex((other) => other.path === route.path) === index,
);

export function dashboardHref(path: string): string {
  return path ? `/dashboard/${path}` : '/dashboard';
}
