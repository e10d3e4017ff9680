// Reports and the moderation queue: why content can be reported, which reasons are urgent, and the messages the
// server's errors and the client's forms share.

export const REPORT_REASONS = ['SPAM', 'SCAM', 'HARASSMENT', 'HATE_SPEECH', 'OFFENSIVE_LANGUAGE', 'IMPERSONATION', 'COPYRIGHT', 'OTHER'] as const;
export type ReportReasonName = (typeof REPORT_REASONS)[number];

/** Reports for these reasons are high priority on Reports & Flags; the others medium. */
export const HIGH_PRIORITY_REASONS: ReadonlySet<ReportReasonName> = new Set(['HARASSMENT', 'HATE_SPEECH', 'IMPERSONATION']);

export const REPORT_DETAILS_MAX_LENGTH = 500;

export const MODERATION_MESSAGES = {
  reportTarget: 'Choose one post or one comment to report.',
  reportOwnContent: "You can't report your own post or comment.",
  alreadyReported: 'You have already reported this. A moderator will review it.',
  reportDetailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  commentNotFound: 'This comment does not exist or was deleted.',
  itemNotFound: 'This flagged item does not exist.',
  itemAlreadyDecided: 'This item was already reviewed.',
  reportNotFound: 'This report does not exist.',
  reportAlreadyResolved: 'This report is already resolved.',
} as const;
