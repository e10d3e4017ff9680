import { resources } from '@/i18n/resources';
import { DASHBOARD_ROUTES, DASHBOARD_SCREENS, SIDEBAR_GROUPS } from './dashboard-routes';

// Spec §2.3: the nested routes of /dashboard ('' is the index).
const SPEC_PATHS = [
  '',
  'for-you',
  'trending',
  'hashtag/:tag',
  'nearby',
  'verified',
  'create',
  'create-video',
  'create-audio',
  'studio',
  'templates',
  'drafts',
  'wallet',
  'revenue',
  'split',
  'cashout',
  'analytics',
  'top-posts',
  'insights',
  'energy',
  'coach',
  'discover',
  'circles',
  'collabs',
  'shoutouts',
  'academy',
  'help',
  'support',
  'preferences',
  'theme',
  'privacy',
  'language',
  // Settings → Account (issue 33).
  'account',
  // Settings → Developer (issue 34): personal API keys and webhooks.
  'developer',
  'creator-hub',
  'admin/moderation',
  'admin/users',
  'admin/reports',
  'admin/api-keys',
  'admin/psfaba',
  'admin/settings',
  'advertising',
  'advertising/create',
  'ad-revenue',
  'geo-analytics',
  // Issue 33: direct messages.
  'messages',
  // Issue 33: the posts a reader saved.
  'saved',
];

// Screens reached only by link, beyond the spec's list: a post's page, the profiles, a circle's page, search results,
// a checkout's status and a conversation.
const LINK_ONLY_PATHS = [
  'post/:id',
  'u/:username',
  'profile',
  'circles/:id',
  'search',
  'checkout/:id',
  'messages/:conversationId',
  'memberships',
  'my-memberships',
];

/** A title key in the dashboard namespace, or `namespace:key` in a feature's own. */
function lookup(key: string): unknown {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['dashboard', key];
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources.en[namespace]);
}

describe('dashboard route table', () => {
  it('registers every route of the spec exactly once', () => {
    expect(DASHBOARD_SCREENS.map((route) => route.path).sort()).toEqual([...SPEC_PATHS, ...LINK_ONLY_PATHS].sort());
  });

  it('has the nine sidebar groups, Home and Create open by default', () => {
    expect(SIDEBAR_GROUPS.map((group) => group.id)).toHaveLength(9);
    expect(SIDEBAR_GROUPS.filter((group) => 'defaultOpen' in group).map((group) => group.id)).toEqual([
      'home',
      'create',
    ]);
  });

  it('lists the spec items of each group in order', () => {
    const items = (group: string) =>
      DASHBOARD_ROUTES.filter((route) => route.group === group).map((route) => lookup(route.titleKey));
    // Issue 33 adds Messages and Saved after the spec's five.
    expect(items('home')).toEqual(['My Flow', 'For You', 'Trending', 'Nearby', 'Verified Voices', 'Messages', 'Saved']);
    expect(items('monetize')).toEqual(['My Wallet', 'Revenue Sources', 'Split Earnings', 'Advertising', 'Cash Out']);
    // Reports & Flags also lists the reported direct messages: no separate item for them.
    expect(items('admin')).toEqual([
      'Content Moderation',
      'User Management',
      'Reports & Flags',
      'API Keys',
      'Payment Gateway Integration',
      'System Settings',
    ]);
  });

  it('has an English title for every route and group', () => {
    for (const { titleKey } of [...DASHBOARD_ROUTES, ...SIDEBAR_GROUPS]) expect(typeof lookup(titleKey)).toBe('string');
  });
});
