import { HIGH_PRIORITY_REASONS, type MessageId } from '@kuza/common';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedListJson } from '../notifications';
import { SystemSettingsService } from '../system-settings';
import { ContentKind, type ReportReason } from '../moderation-rules';
import { ReportPriority } from './moderation.types';

/** What a report is about, as its moderation item keeps it (a copy of the text, kept after a removal). */
export interface ReportTarget {
  kind: ContentKind;
  postId: string | null;
  commentId: string | null;
  messageId: string | null;
  authorId: string | null;
  excerpt: string;
}

// The item of a post, comment or message: created by its first report, reopened by a report after it was approved.
const CONFLICT_TARGET: Record<ContentKind, string> = {
  [ContentKind.POST]: `(post_id) WHERE kind = 'POST'`,
  [ContentKind.COMMENT]: `(comment_id) WHERE kind = 'COMMENT'`,
  [ContentKind.MESSAGE]: `(message_id) WHERE message_id IS NOT NULL`,
};
const upsertItemSql = (kind: ContentKind) => `
  INSERT INTO moderation_items AS i (kind, post_id, comment_id, author_id, excerpt, message_id)
  VALUES ($1, $2, $3, $4, $5, $11)
  ON CONFLICT ${CONFLICT_TARGET[kind]}
  DO UPDATE SET excerpt = EXCLUDED.excerpt,
    status = CASE WHEN i.status = 'APPROVED' THEN 'PENDING' ELSE i.status END,
    decided_at = CASE WHEN i.status = 'APPROVED' THEN NULL ELSE i.decided_at END,
    decided_by = CASE WHEN i.status = 'APPROVED' THEN NULL ELSE i.decided_by END
  RETURNING i.id`;

/**
 * Files a checked report: the target's item (created, or reopened after an approval) and the report, with Report
 * alerts to staff in the same statement. An alert names the reporter and the reason, never the reported text.
 */
export async function fileReport(
  deps: Deps,
  reporterId: string,
  target: ReportTarget,
  report: { reason: ReportReason; details: string },
  errors: { field: string; alreadyReported: MessageId; missing: MessageId },
): Promise<void> {
  const priority = HIGH_PRIORITY_REASONS.has(report.reason) ? ReportPriority.HIGH : ReportPriority.MEDIUM;
  const { reportAlerts } = await deps.services.get(SystemSettingsService).current();
  let alerts: NotificationPayload[];
  try {
    const [row] = await sqlRows<{ notifications: NotificationPayload[] }>(
      deps.db,
      `WITH item AS (${upsertItemSql(target.kind)}), r AS (
         INSERT INTO reports (item_id, reporter_id, reason, details, priority) SELECT item.id, $6, $7, $8, $9 FROM item
         RETURNING id, reporter_id, reason
       ), notified AS (
         -- Report alerts (System Settings): every admin and moderator but the reporter hears of it.
         INSERT INTO notifications (recipient_id, actor_id, kind, post_id, comment_id, report_id)
         SELECT DISTINCT ur.user_id, r.reporter_id, 'REPORT', $2::uuid, $3::uuid, r.id FROM r CROSS JOIN user_roles ur
         WHERE $10::boolean AND ur.user_id <> r.reporter_id
         ${NOTIFIED_RETURNING}
       )
       SELECT ${notifiedListJson({ reportReason: '(SELECT reason FROM r)' })} AS notifications`,
      [
        target.kind,
        target.postId,
        target.commentId,
        target.authorId,
        target.excerpt,
        reporterId,
        report.reason,
        report.details,
        priority,
        reportAlerts,
        target.messageId,
      ],
    );
    alerts = row.notifications;
  } catch (error) {
    const code = (error as { driverError?: { code?: string } }).driverError?.code;
    if (code === '23505') throw badInput(errors.field, errors.alreadyReported);
    if (code === '23503') throw notFound(errors.missing); // deleted meanwhile
    throw error;
  }
  deps.services.get(NotificationService).publishAll(alerts);
}
