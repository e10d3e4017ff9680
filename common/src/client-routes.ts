// Every path the web client answers, in one place: the client's router is checked against it (a test) and the server
// uses it to answer unknown paths with HTTP 404 and to render the head of the public content pages.

/** The public site, auth and the API reference (spec §2.1, §2.2). */
export const SITE_PATHS = [
  '/',
  '/explore',
  '/creators',
  '/earnings',
  '/marketplace',
  '/documentation',
  '/community',
  '/about',
  '/contact',
  '/translate',
  '/privacy',
  '/terms',
  '/api-reference',
  '/search',
  '/auth',
  '/auth/reset-password',
] as const;

/** The screens under /dashboard ('' is the index), as the client's dashboard route table registers them. */
export const DASHBOARD_PATHS = [
  '',
  'for-you',
  'trending',
  'nearby',
  'verified',
  'create',
  'studio',
  'templates',
  'drafts',
  'creator-hub',
  'analytics',
  'revenue',
  'insights',
  'wallet',
  'split',
  'advertising',
  'cashout',
  'top-posts',
  'geo-analytics',
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
  'account',
  'search',
  'admin/moderation',
  'admin/users',
  'admin/reports',
  'admin/api-keys',
  'admin/psfaba',
  'admin/settings',
  'hashtag/:tag',
  'create-video',
  'create-audio',
  'advertising/create',
  'ad-revenue',
  'post/:id',
  'u/:username',
  'profile',
  'circles/:id',
  'checkout/:id',
  'memberships',
  'my-memberships',
  'messages',
  'messages/:conversationId',
  'saved',
  'developer',
] as const;

/**
 * Former dashboard screens, by path, and the screen that replaced each one: old bookmarks land there (the client
 * redirects; the server answers them as dashboard paths, not 404).
 */
export const DASHBOARD_REDIRECTS: Readonly<Record<string, string>> = {
  // The read-only list of reported messages: Reports & Flags shows them with the other reports (kind MESSAGE).
  'admin/message-reports': 'admin/reports',
};

/** The public content pages anyone may open and share (a profile's path is `/@username`). */
export const CONTENT_PATHS = { profile: '/@:username', post: '/p/:id', tag: '/tag/:tag' } as const;

export type ClientRoute =
  | { kind: 'site' }
  | { kind: 'dashboard' }
  | { kind: 'profile'; username: string }
  | { kind: 'post'; id: string }
  | { kind: 'tag'; tag: string };

export const publicProfilePath = (username: string) => `/@${encodeURIComponent(username)}`;
export const publicPostPath = (id: string) => `/p/${encodeURIComponent(id)}`;
export const publicTagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

function decode(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

// Literal segments match case-insensitively and a trailing slash is ignored, as in the client's router.
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i]))
  );
}

/** What the client shows at `pathname` (no query string), or null for the "Page not found" page. */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const raw = pathname.split('/').filter((segment, i, all) => i > 0 && (segment !== '' || i < all.length - 1));
  if (raw.some((segment) => segment === '')) return null;
  const lower = raw.map((segment) => segment.toLowerCase());
  if (SITE_PATHS.some((path) => matches(path, lower))) return { kind: 'site' };
  const dashboardPaths = [...DASHBOARD_PATHS, ...Object.keys(DASHBOARD_REDIRECTS)];
  if (lower[0] === 'dashboard' && dashboardPaths.some((path) => matches(path, lower.slice(1)))) {
    return { kind: 'dashboard' };
  }
  if (raw.length === 1 && raw[0].startsWith('@')) {
    const username = decode(raw[0].slice(1));
    return username ? { kind: 'profile', username } : null;
  }
  if (raw.length === 2 && lower[0] === 'p') {
    const id = decode(raw[1]);
    return id ? { kind: 'post', id } : null;
  }
  if (raw.length === 2 && lower[0] === 'tag') {
    const tag = decode(raw[1]);
    return tag ? { kind: 'tag', tag } : null;
  }
  return null;
}
