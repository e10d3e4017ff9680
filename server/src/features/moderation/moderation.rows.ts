import { createdMicros } from '../../kernel/sql';
import { ContentKind, ReportReason } from '../moderation-rules';
import {
  ModerationItem,
  ModerationStatus,
  Report,
  ReportPriority,
  ReportResolution,
  ReportStatus,
} from './moderation.types';

export interface ItemRow {
  id: string;
  kind: ContentKind;
  post_id: string | null;
  comment_id: string | null;
  message_id: string | null;
  author_id: string | null;
  excerpt: string;
  auto_flagged: boolean;
  status: ModerationStatus;
  created_at: Date;
  created_us: string;
  decided_at: Date | null;
  decided_by: string | null;
  reasons: ReportReason[];
  report_count: number;
}

// An item with its reports' reasons (the most reported first) and how many reports it has.
export const ITEM_COLUMNS = `i.id, i.kind, i.post_id, i.comment_id, i.message_id, i.author_id, i.excerpt, i.auto_flagged, i.status, i.created_at,
  ${createdMicros('i')}::text AS created_us, i.decided_at, i.decided_by,
  ARRAY(SELECT r.reason FROM reports r WHERE r.item_id = i.id GROUP BY r.reason ORDER BY count(*) DESC, r.reason) AS reasons,
  (SELECT count(*)::int FROM reports r WHERE r.item_id = i.id) AS report_count`;

export function toItem(row: ItemRow): ModerationItem {
  const reasons = [...row.reasons];
  if (row.auto_flagged && !reasons.includes(ReportReason.OFFENSIVE_LANGUAGE))
    reasons.push(ReportReason.OFFENSIVE_LANGUAGE);
  return Object.assign(new ModerationItem(), {
    id: row.id,
    kind: row.kind,
    status: row.status,
    excerpt: row.excerpt,
    autoFlagged: row.auto_flagged,
    reasons,
    reportCount: row.report_count,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    authorId: row.author_id,
    postId: row.post_id,
    commentId: row.comment_id,
    messageId: row.message_id,
    decidedById: row.decided_by,
    createdUs: row.created_us,
  });
}

export interface ReportRow {
  id: string;
  item_id: string;
  reporter_id: string | null;
  reason: ReportReason;
  details: string;
  priority: ReportPriority;
  status: ReportStatus;
  resolution: ReportResolution | null;
  created_at: Date;
  created_us: string;
  reviewed_by: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
}

export const REPORT_COLUMNS = `r.id, r.item_id, r.reporter_id, r.reason, r.details, r.priority, r.status, r.resolution, r.created_at,
  ${createdMicros('r')}::text AS created_us, r.reviewed_by, r.resolved_at, r.resolved_by`;

export function toReport(row: ReportRow): Report {
  return Object.assign(new Report(), {
    id: row.id,
    reason: row.reason,
    details: row.details,
    priority: row.priority,
    status: row.status,
    resolution: row.resolution,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    itemId: row.item_id,
    reporterId: row.reporter_id,
    reviewedById: row.reviewed_by,
    resolvedById: row.resolved_by,
    createdUs: row.created_us,
  });
}
