import { firstIssue, reportSchema, type MessageId } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import type { BucketRule } from '../../graphql/rate-limit';
import { CommentService } from '../comments';
import { type NotificationPayload, NotificationService, notifiedListJson } from '../notifications';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { microsToTimestamp, isUuid } from '../../kernel/sql';
import { MessageService } from '../messages';
import { PostService } from '../posts';
import { requireViewer } from '../../kernel/viewer';
import { ContentKind, REMOVAL_REASON } from '../moderation-rules';
import { fileReport } from './report-filing';
import {
  ModerationDecision,
  ModerationItem,
  ModerationStatus,
  Report,
  ReportAction,
  ReportResolution,
  ReportStatus,
  type ModerationCounts,
  type ModerationItemConnection,
  type ReportConnection,
  type ReportContentInput,
  type ReportCounts,
} from './moderation.types';
import { ITEM_COLUMNS, REPORT_COLUMNS, toItem, toReport, type ItemRow, type ReportRow } from './moderation.rows';

/** Reports a reader may file: 30 at once, then one every two minutes (a flood of reports is itself abuse). */
export const REPORT_RATE_LIMIT: BucketRule = { burst: 30, refill: 30, perSeconds: 3600 };

/** The time a list is ordered by, in µs, for its keyset cursors. */
interface OrderedRow {
  order_us: string;
}
// A removed message's text is not repeated to anyone, its sender included: notifications never carry message bodies.
const REMOVED_EXCERPT = `(SELECT CASE WHEN kind = 'MESSAGE' THEN NULL ELSE excerpt END FROM decided)`;
const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

/** Reports from readers and the moderation queue (Reports & Flags, Content Moderation); staff only, but for `report`. */
export class ModerationService {
  constructor(private readonly deps: Deps) {}

  /** A reader reports a post or a comment (not their own; once while their report is open). */
  async report(ctx: Context, input: ReportContentInput): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const kind = input.postId ? ContentKind.POST : ContentKind.COMMENT;
    const targetId = input.postId ?? input.commentId;
    if (!targetId || (input.postId && input.commentId)) throw badInput('postId', 'moderation.reportTarget');
    const checked = firstIssue(reportSchema, { reason: input.reason, details: input.details });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const missing: MessageId = kind === ContentKind.POST ? 'content.postNotFound' : 'moderation.commentNotFound';
    if (!isUuid(targetId)) throw notFound(missing);
    const target = await sqlRow<{ post_id: string; user_id: string | null; content: string }>(
      this.deps.db,
      kind === ContentKind.POST
        ? `SELECT id AS post_id, user_id, content FROM posts WHERE id = $1`
        : `SELECT post_id, user_id, content FROM comments WHERE id = $1`,
      [targetId],
    );
    if (!target) throw notFound(missing);
    if (target.user_id === viewer.id) throw badInput('postId', 'moderation.reportOwnContent');
    await this.deps.rateLimiter.take(`report:${viewer.id}`, REPORT_RATE_LIMIT);
    await fileReport(
      this.deps,
      viewer.id,
      {
        kind,
        postId: target.post_id,
        commentId: kind === ContentKind.COMMENT ? targetId : null,
        messageId: null,
        authorId: target.user_id,
        excerpt: target.content,
      },
      { reason: input.reason, details: checked.data.details ?? '' },
      { field: 'postId', alreadyReported: 'moderation.alreadyReported', missing },
    );
    return true;
  }

  /**
   * Content Moderation's list: items in one status. Pending ones newest first; approved and removed ones most
   * recently decided first (Pending is a queue, the other tabs a history).
   */
  async queue(
    _ctx: Context,
    status: ModerationStatus,
    first?: number | null,
    after?: string | null,
  ): Promise<ModerationItemConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset('moderation', after);
    const at = status === ModerationStatus.PENDING ? 'i.created_at' : 'i.decided_at';
    const params: unknown[] = [status, size + 1];
    if (keyset) params.push(keyset.us, keyset.id);
    const bound = keyset ? `AND (${at}, i.id) < (${microsToTimestamp('$3')}, $4::uuid)` : '';
    const rows = await sqlRows<ItemRow & OrderedRow>(
      this.deps.db,
      `SELECT ${ITEM_COLUMNS}, ${micros(at)} AS order_us FROM moderation_items i WHERE i.status = $1 ${bound}
       ORDER BY ${at} DESC, i.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows, size, (row) => encodeKeyset('moderation', { us: row.order_us, id: row.id }), toItem);
  }

  async counts(): Promise<ModerationCounts> {
    const row = await sqlRow<ModerationCounts>(
      this.deps.db,
      `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending, count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
              count(*) FILTER (WHERE status = 'REMOVED')::int AS removed
       FROM moderation_items`,
    );
    return row!;
  }

  /**
   * Approves (the content stays) or removes a pending item (the post, with its files and hashtag counts, or the
   * comment); either way its open reports are resolved. Two moderators deciding at once: the second is told.
   */
  async decide(ctx: Context, id: string, decision: ModerationDecision): Promise<ModerationItem> {
    const viewer = requireViewer(ctx);
    const item = await this.item(id);
    if (item.status !== ModerationStatus.PENDING) throw badInput('id', 'moderation.itemAlreadyDecided');
    if (decision === ModerationDecision.REMOVE) await this.removeContent(ctx, item);
    const status = decision === ModerationDecision.REMOVE ? ModerationStatus.REMOVED : ModerationStatus.APPROVED;
    const resolution = decision === ModerationDecision.REMOVE ? ReportResolution.REMOVED : ReportResolution.DISMISSED;
    const row = await sqlRow<ItemRow & { notifications: NotificationPayload[] }>(
      this.deps.db,
      `WITH decided AS (
         UPDATE moderation_items i SET status = $2, decided_at = clock_timestamp(), decided_by = $3
         WHERE i.id = $1 AND i.status = 'PENDING' RETURNING i.*
       ), resolved AS (
         UPDATE reports SET status = 'RESOLVED', resolution = $4, resolved_at = clock_timestamp(), resolved_by = $3
         WHERE item_id IN (SELECT id FROM decided) AND status <> 'RESOLVED'
       ), notified AS (
         -- The author hears that it was removed, and why (the moderator is not named).
         INSERT INTO notifications (recipient_id, actor_id, kind, moderation_item_id)
         SELECT d.author_id, $3, 'REMOVED', d.id FROM decided d WHERE $2 = 'REMOVED' AND d.author_id IS NOT NULL AND d.author_id <> $3
         RETURNING id, recipient_id, actor_id, kind, post_id, created_at, moderation_item_id
       )
       SELECT ${ITEM_COLUMNS}, ${notifiedListJson({ reportReason: REMOVAL_REASON('n.moderation_item_id'), removedKind: '(SELECT kind FROM decided)', removedExcerpt: REMOVED_EXCERPT })} AS notifications
       FROM decided i`,
      [id, status, viewer.id, resolution],
    );
    if (!row) throw badInput('id', 'moderation.itemAlreadyDecided');
    this.deps.services.get(NotificationService).publishAll(row.notifications);
    return toItem(row);
  }

  /** Reports & Flags' list: open and in review, newest first; or resolved, most recently resolved first. */
  async reports(
    _ctx: Context,
    resolved: boolean,
    first?: number | null,
    after?: string | null,
  ): Promise<ReportConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset('reports', after);
    const at = resolved ? 'r.resolved_at' : 'r.created_at';
    const params: unknown[] = [size + 1];
    if (keyset) params.push(keyset.us, keyset.id);
    const bound = keyset ? `AND (${at}, r.id) < (${microsToTimestamp('$2')}, $3::uuid)` : '';
    const rows = await sqlRows<ReportRow & OrderedRow>(
      this.deps.db,
      `SELECT ${REPORT_COLUMNS}, ${micros(at)} AS order_us FROM reports r WHERE r.status ${resolved ? `= 'RESOLVED'` : `<> 'RESOLVED'`} ${bound}
       ORDER BY ${at} DESC, r.id DESC LIMIT $1`,
      params,
    );
    return toConnection(rows, size, (row) => encodeKeyset('reports', { us: row.order_us, id: row.id }), toReport);
  }

  async reportCounts(): Promise<ReportCounts> {
    const row = await sqlRow<ReportCounts>(
      this.deps.db,
      `SELECT count(*) FILTER (WHERE status <> 'RESOLVED')::int AS open,
              count(*) FILTER (WHERE status <> 'RESOLVED' AND priority = 'HIGH')::int AS "highPriority",
              count(*) FILTER (WHERE status = 'RESOLVED' AND resolved_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "resolvedToday"
       FROM reports`,
    );
    return row!;
  }

  /** A moderator takes a report in hand: others see it in review. */
  async review(ctx: Context, id: string): Promise<Report> {
    const viewer = requireViewer(ctx);
    const report = await this.reportById(id);
    if (report.status === ReportStatus.RESOLVED) throw badInput('id', 'moderation.reportAlreadyResolved');
    if (report.status === ReportStatus.IN_REVIEW) return report;
    const row = await sqlRow<ReportRow>(
      this.deps.db,
      `UPDATE reports r SET status = 'IN_REVIEW', reviewed_by = $2 WHERE r.id = $1 AND r.status = 'OPEN' RETURNING ${REPORT_COLUMNS}`,
      [id, viewer.id],
    );
    return row ? toReport(row) : this.reportById(id);
  }

  /**
   * Acts on a report: REMOVE_CONTENT removes the post or comment (resolving every open report on it); DISMISS
   * resolves this report, and approves its item when no other report on it is open and Auto-moderation did not flag it.
   */
  async resolve(ctx: Context, id: string, action: ReportAction): Promise<Report> {
    const viewer = requireViewer(ctx);
    const report = await this.reportById(id);
    if (report.status === ReportStatus.RESOLVED) throw badInput('id', 'moderation.reportAlreadyResolved');
    if (action === ReportAction.REMOVE_CONTENT) {
      const item = await this.item(report.itemId);
      if (item.status === ModerationStatus.PENDING) {
        await this.decide(ctx, item.id, ModerationDecision.REMOVE);
        return this.reportById(id);
      }
      // Already removed by an earlier decision: this report is resolved by that removal.
    }
    const resolution = action === ReportAction.REMOVE_CONTENT ? ReportResolution.REMOVED : ReportResolution.DISMISSED;
    const row = await sqlRow<ReportRow>(
      this.deps.db,
      `WITH resolved AS (
         UPDATE reports r SET status = 'RESOLVED', resolution = $2, resolved_at = clock_timestamp(), resolved_by = $3
         WHERE r.id = $1 AND r.status <> 'RESOLVED' RETURNING r.*
       ), approved AS (
         UPDATE moderation_items i SET status = CASE WHEN $2 = 'REMOVED' THEN 'REMOVED' ELSE 'APPROVED' END,
           decided_at = clock_timestamp(), decided_by = $3
         FROM resolved WHERE i.id = resolved.item_id AND i.status <> 'REMOVED' AND ($2 = 'REMOVED' OR (
           NOT i.auto_flagged AND NOT EXISTS (SELECT 1 FROM reports o WHERE o.item_id = i.id AND o.id <> resolved.id AND o.status <> 'RESOLVED')
         ))
       )
       SELECT ${REPORT_COLUMNS} FROM resolved r`,
      [id, resolution, viewer.id],
    );
    if (!row) throw badInput('id', 'moderation.reportAlreadyResolved');
    return toReport(row);
  }

  private async removeContent(ctx: Context, item: ModerationItem): Promise<void> {
    if (item.kind === ContentKind.MESSAGE) {
      if (item.messageId) await this.deps.services.get(MessageService).removeReported(item.messageId);
    } else if (item.kind === ContentKind.COMMENT) {
      if (item.commentId) await this.deps.services.get(CommentService).remove(item.commentId);
    } else if (item.postId) {
      await this.deps.services.get(PostService).delete(ctx, item.postId);
    }
  }

  private async item(id: string): Promise<ModerationItem> {
    const row = isUuid(id)
      ? await sqlRow<ItemRow>(this.deps.db, `SELECT ${ITEM_COLUMNS} FROM moderation_items i WHERE i.id = $1`, [id])
      : undefined;
    if (!row) throw notFound('moderation.itemNotFound');
    return toItem(row);
  }

  private async reportById(id: string): Promise<Report> {
    const row = isUuid(id)
      ? await sqlRow<ReportRow>(this.deps.db, `SELECT ${REPORT_COLUMNS} FROM reports r WHERE r.id = $1`, [id])
      : undefined;
    if (!row) throw notFound('moderation.reportNotFound');
    return toReport(row);
  }
}
