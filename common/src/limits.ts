// Business constants of product spec §9, in one place for server and client.
export const LIMITS = {
  passwordMinLength: 6,
  // bcrypt only reads the first 72 bytes of a password; longer ones are refused instead of silently truncated.
  passwordMaxBytes: 72,
  usernameMinLength: 3,
  usernameMaxLength: 20,
  bioMaxLength: 500,
  postMaxLength: 5000,
  commentMaxLength: 2000,
  // A shoutout is a recommendation, not an essay; a collab request says what is on offer. Offers are in US dollars.
  shoutoutMaxLength: 500,
  collabMessageMaxLength: 1000,
  collabAmountMaxUsd: 1_000_000,
  // A circle's name fits a card's title; its discussion posts are as long as comments.
  circleNameMaxLength: 60,
  circleDescriptionMaxLength: 500,
  circlePostMaxLength: 2000,
  hashtagMaxLength: 100,
  // A search is a few words, not a post.
  searchQueryMaxLength: 100,
  videoMaxBytes: 500 * 1024 * 1024,
  audioMaxBytes: 50 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  adMediaMaxBytes: 10 * 1024 * 1024,
  trendingHashtags: 10,
  locationList: 20,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  draftPreviewLength: 50,
  energy: { min: 0, max: 100, default: 50, step: 1, keyboardStep: 10 },
  toast: { limit: 1, durationMs: 2500, removeDelayMs: 1_000_000 },
  mobileBreakpointPx: 768,
  sidebar: {
    width: '16rem',
    widthIcon: '3rem',
    widthMobile: '18rem',
    cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
    shortcutKey: 'b',
  },
  tooltip: { delayMs: 700, skipDelayMs: 300 },
  counterAnimationMs: 2000,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  passwordResetTtlSeconds: 60 * 60,
  // E-mail confirmation and e-mail change links (issue 33).
  emailConfirmTtlSeconds: 48 * 60 * 60,
  emailChangeTtlSeconds: 24 * 60 * 60,
  authRefresh: { tickMs: 30_000, ticksBeforeExpiry: 3 },
  realtime: { heartbeatMs: 25_000, reconnectBackoffMs: [1000, 2000, 5000, 10_000] },
  earningsGoalNaira: 100_000,
} as const;

export const API_KEY_TIERS = {
  FREE: { requestsPerHour: 1000 },
  PRO: { requestsPerHour: 10_000 },
  ENTERPRISE: { requestsPerHour: null },
} as const;
