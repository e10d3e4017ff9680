// Reports and the moderation queue: why content can be reported, which reasons are urgent, and the messages the
// server's errors and the client's forms share.
import { fillCatalog } from './message-template';

export const REPORT_REASONS = [
  'SPAM',
  'SCAM',
  'HARASSMENT',
  'HATE_SPEECH',
  'OFFENSIVE_LANGUAGE',
  'IMPERSONATION',
  'COPYRIGHT',
  'OTHER',
] as const;
export type ReportReasonName = (typeof REPORT_REASONS)[number];

/** Reports for these reasons are high priority on Reports & Flags; the others medium. */
export const HIGH_PRIORITY_REASONS: ReadonlySet<ReportReasonName> = new Set([
  'HARASSMENT',
  'HATE_SPEECH',
  'IMPERSONATION',
]);

export const REPORT_DETAILS_MAX_LENGTH = 500;

export const MODERATION_TEMPLATES = {
  reportTarget: 'Choose one post or one comment to report.',
  reportOwnContent: "You can't report your own post or comment.",
  alreadyReported: 'You have already reported this. A moderator will review it.',
  reportDetailsTooLong: 'Details can be at most {{max}} characters.',
  commentNotFound: 'This comment does not exist or was deleted.',
  itemNotFound: 'This flagged item does not exist.',
  itemAlreadyDecided: 'This item was already reviewed.',
  reportNotFound: 'This report does not exist.',
  reportAlreadyResolved: 'This report is already resolved.',
  repeatedPost: "You already posted this in the last 24 hours. Kuza's spam detection blocks repeated posts.",
  repeatedComment:
    "You have already posted this comment several times. Kuza's spam detection blocks repeated comments.",
} as const;

export const MODERATION_PARAMS = { reportDetailsTooLong: { max: REPORT_DETAILS_MAX_LENGTH } } as const;

export const MODERATION_MESSAGES = /*#__PURE__*/ fillCatalog(MODERATION_TEMPLATES, MODERATION_PARAMS);

// Spam detection (System Settings): what counts as repeating oneself (texts compared case-insensitively, runs of
// white space as one).
export const SPAM_RULES = {
  /** A post with the text of one of the author's posts of the last 24 hours. */
  postWindowHours: 24,
  /** A comment whose text the author left under this many other posts in the last hour... */
  commentRepeatPosts: 3,
  commentWindowMinutes: 60,
  /** ...or under the same post in the last 10 minutes. */
  samePostWindowMinutes: 10,
  /** A shoutout whose text the sender gave this many other creators in the last hour... */
  shoutoutRepeatRecipients: 3,
  shoutoutWindowMinutes: 60,
  /** ...or the same creator in the last 24 hours. */
  sameRecipientWindowHours: 24,
  /** A circle post with the text of one of the author's posts in the same circle of the last 24 hours. */
  circlePostWindowHours: 24,
} as const;
