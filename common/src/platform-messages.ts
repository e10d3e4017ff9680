// What a caller is told when a System Settings or Privacy & Safety switch (spec §2.3, §3) holds them back. Plain values, in one place for the
// server that refuses and any screen that shows (or translates) the refusal.

export const PLATFORM_MESSAGES = {
  /** Allow new signups is off. */
  signupsClosed: 'New sign-ups are closed for now. Please try again later.',
  /** Maintenance mode is on and the caller is not an admin (a mutation other than signing in and out). */
  underMaintenance: 'Kuza is down for maintenance. You can still read; please try again later.',
  /** Public profiles is off and the caller is anonymous. */
  profilesNeedSignIn: 'Sign in to see profiles.',
  /** The creator turned Public profile off (Privacy & Safety) and the caller is anonymous. */
  profileNeedsSignIn: 'This creator shares their profile with signed-in members only. Sign in to see it.',
  /** The creator turned Show followers off (Privacy & Safety) and the caller is someone else. */
  followersPrivate: 'This creator keeps their list of followers private.',
  /** An admin suspended the account: it cannot sign in, and its API keys are refused. */
  accountSuspended: 'This account is suspended. If you think this is a mistake, write to us from the Contact page.',
} as const;

export type PlatformMessageId = keyof typeof PLATFORM_MESSAGES;
