import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { ContentKind, ReportReason } from '../moderation-rules';

export enum ModerationStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  REMOVED = 'REMOVED',
}
export enum ModerationDecision {
  APPROVE = 'APPROVE',
  REMOVE = 'REMOVE',
}
export enum ReportPriority {
  HIGH = 'HIGH',
  MEDIUM = 'MEDIUM',
}
export enum ReportStatus {
  OPEN = 'OPEN',
  IN_REVIEW = 'IN_REVIEW',
  RESOLVED = 'RESOLVED',
}
export enum ReportResolution {
  DISMISSED = 'DISMISSED',
  REMOVED = 'REMOVED',
}

export enum ReportAction {
  DISMISS = 'DISMISS',
  REMOVE_CONTENT = 'REMOVE_CONTENT',
}

registerEnumType(ReportAction, {
  name: 'ReportAction',
  description: 'DISMISS: the content stays; REMOVE_CONTENT: remove the post, comment or direct message.',
});
registerEnumType(ModerationStatus, {
  name: 'ModerationStatus',
  description: 'PENDING until a moderator approves or removes the content.',
});
registerEnumType(ModerationDecision, { name: 'ModerationDecision' });
registerEnumType(ReportPriority, {
  name: 'ReportPriority',
  description: 'HIGH for harassment, hate speech and impersonation.',
});
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'OPEN, IN_REVIEW once a moderator looks at it, RESOLVED once acted on.',
});
registerEnumType(ReportResolution, {
  name: 'ReportResolution',
  description: 'DISMISSED: the content stays; REMOVED: it was removed.',
});

@InputType({ description: 'One post or one comment, and why.' })
export class ReportContentInput {
  @Field(() => ID, { nullable: true })
  postId?: string | null;

  @Field(() => ID, { nullable: true })
  commentId?: string | null;

  @Field(() => ReportReason)
  reason: ReportReason;

  @Field(() => String, { nullable: true, description: 'What the moderators should know (at most 500 characters).' })
  details?: string | null;
}

@ObjectType({
  description:
    "A post, comment or reported direct message waiting for, or given, a moderator's decision (Content Moderation).",
})
export class ModerationItem {
  @Field(() => ID)
  id: string;

  @Field(() => ContentKind)
  kind: ContentKind;

  @Field(() => ModerationStatus)
  status: ModerationStatus;

  @Field({ description: 'The text as it was when flagged (kept after removal). MESSAGE: that message only.' })
  excerpt: string;

  @Field({ description: 'Flagged by Auto-moderation (offensive language) rather than, or before, a report.' })
  autoFlagged: boolean;

  @Field(() => [ReportReason], {
    description: 'Why it is here, the most reported first (OFFENSIVE_LANGUAGE when auto-flagged).',
  })
  reasons: ReportReason[];

  @Field(() => Int, { description: 'Reports filed on it.' })
  reportCount: number;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  // Exposed as `author`, `post`, `commentId`, `message`, `decidedBy`.
  authorId: string | null;
  postId: string | null;
  commentId: string | null;
  messageId: string | null;
  decidedById: string | null;
  createdUs?: string;
}

@ObjectType({ description: "A reader's report on a post or comment (Reports & Flags)." })
export class Report {
  @Field(() => ID)
  id: string;

  @Field(() => ReportReason)
  reason: ReportReason;

  @Field()
  details: string;

  @Field(() => ReportPriority)
  priority: ReportPriority;

  @Field(() => ReportStatus)
  status: ReportStatus;

  @Field(() => ReportResolution, { nullable: true })
  resolution: ReportResolution | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  resolvedAt: Date | null;

  // Exposed as `item`, `reporter`, `reviewedBy`, `resolvedBy`.
  itemId: string;
  reporterId: string | null;
  reviewedById: string | null;
  resolvedById: string | null;
  createdUs?: string;
}

@ObjectType({ description: 'A page of moderation items, newest first.' })
export class ModerationItemConnection extends ConnectionType(ModerationItem) {}

@ObjectType({ description: 'A page of reports, newest first.' })
export class ReportConnection extends ConnectionType(Report) {}

@ObjectType({ description: "Content Moderation's counters." })
export class ModerationCounts {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  removed: number;
}

@ObjectType({ description: "Reports & Flags' counters." })
export class ReportCounts {
  @Field(() => Int, { description: 'Open and in review.' })
  open: number;

  @Field(() => Int, { description: 'Open and in review, high priority.' })
  highPriority: number;

  @Field(() => Int, { description: 'Resolved since midnight (UTC).' })
  resolvedToday: number;
}
