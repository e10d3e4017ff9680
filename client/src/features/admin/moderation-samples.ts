// Spec §2.3 Content Moderation: static counters and three sample flagged items. Texts live in the admin
// catalog under moderation.samples.<id>; usernames are not translated.
export const MODERATION_COUNTS = { pending: 12, approved: 45, removed: 8 } as const;

export type FlagReason = 'spam' | 'harassment' | 'scam';
export type ModerationDecision = 'approved' | 'removed';

export interface FlaggedItem {
  id: 'flag1' | 'flag2' | 'flag3';
  author: string;
  kind: 'post' | 'comment';
  reason: FlagReason;
  reports: number;
  hoursAgo: number;
}

export const FLAGGED_ITEMS: readonly FlaggedItem[] = [
  { id: 'flag1', author: 'followers_fast', kind: 'post', reason: 'spam', reports: 14, hoursAgo: 2 },
  { id: 'flag2', author: 'hot_takes_254', kind: 'comment', reason: 'harassment', reports: 6, hoursAgo: 5 },
  { id: 'flag3', author: 'deals4u_ng', kind: 'post', reason: 'scam', reports: 9, hoursAgo: 26 },
];

// Spec §2.3 Reports & Flags: static counters and three sample reports.
export const REPORT_COUNTS = { open: 23, highPriority: 7, resolvedToday: 15 } as const;

export type ReportPriority = 'high' | 'medium'; // spec §3: reports are high or medium

export interface SampleReport {
  id: 'report1' | 'report2' | 'report3';
  reporter: string;
  target: string;
  priority: ReportPriority;
  hoursAgo: number;
}

export const SAMPLE_REPORTS: readonly SampleReport[] = [
  { id: 'report1', reporter: 'amara', target: 'amara_official_', priority: 'high', hoursAgo: 3 },
  { id: 'report2', reporter: 'kofi_beats', target: 'remix_king', priority: 'medium', hoursAgo: 8 },
  { id: 'report3', reporter: 'zawadi_art', target: 'promo_bot_22', priority: 'medium', hoursAgo: 30 },
];
