import { registerEnumType } from 'type-graphql';

// What moderation decides about, as notifications tell it too.

export enum ReportReason {
  SPAM = 'SPAM',
  SCAM = 'SCAM',
  HARASSMENT = 'HARASSMENT',
  HATE_SPEECH = 'HATE_SPEECH',
  OFFENSIVE_LANGUAGE = 'OFFENSIVE_LANGUAGE',
  IMPERSONATION = 'IMPERSONATION',
  COPYRIGHT = 'COPYRIGHT',
  OTHER = 'OTHER',
}
export enum ContentKind {
  POST = 'POST',
  COMMENT = 'COMMENT',
  /** A direct message its recipient reported: moderators see it alone, never the rest of its conversation. */
  MESSAGE = 'MESSAGE',
}

registerEnumType(ReportReason, {
  name: 'ReportReason',
  description: 'Why content was reported; Auto-moderation flags OFFENSIVE_LANGUAGE.',
});
registerEnumType(ContentKind, { name: 'ContentKind' });
