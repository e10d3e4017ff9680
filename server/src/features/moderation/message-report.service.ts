import { firstIssue, reportSchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { BucketRule } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { MessageService } from '../messages';
import { ContentKind } from '../moderation-rules';
import { MessageReport, type MessageReportConnection, type ReportMessageInput } from './message-report.types';
import { fileReport } from './report-filing';

/** Reports of messages a participant may file: as many as of posts (REPORT_RATE_LIMIT), in a bucket of their own. */
const MESSAGE_REPORT_RATE_LIMIT: BucketRule = { burst: 30, refill: 30, perSeconds: 3600 };
const CURSOR_KIND = 'message-reports';

interface MessageReportRow {
  id: string;
  message_id: string | null;
  reporter_id: string | null;
  reason: string;
  details: string;
  status: string;
  created_at: Date;
  created_us: string;
}

/**
 * A participant reports a direct message they received. It goes to the moderators' queue as any report does (a
 * moderation item of kind MESSAGE): moderators see that message, its sender and the reason, never the rest of the
 * conversation, and dismiss the report or remove the message (and admins may suspend the sender).
 */
export class MessageReportService {
  constructor(private readonly deps: Deps) {}

  async report(ctx: Context, input: ReportMessageInput): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(reportSchema, { reason: input.reason, details: input.details });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const message = await this.deps.services.get(MessageService).reportable(viewer.id, input.messageId);
    if (!message) throw notFound('dm.messageNotFound');
    if (message.senderId === viewer.id) throw badInput('messageId', 'dm.reportOwnMessage');
    await this.deps.rateLimiter.take(`message-report:${viewer.id}`, MESSAGE_REPORT_RATE_LIMIT);
    await fileReport(
      this.deps,
      viewer.id,
      {
        kind: ContentKind.MESSAGE,
        postId: null,
        commentId: null,
        messageId: input.messageId,
        authorId: message.senderId,
        excerpt: message.content,
      },
      { reason: input.reason, details: checked.data.details ?? '' },
      { field: 'messageId', alreadyReported: 'dm.alreadyReported', missing: 'dm.messageNotFound' },
    );
    return true;
  }

  /** Open (and in review) reports of messages, newest first (staff). */
  async open(first?: number | null, after?: string | null): Promise<MessageReportConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (r.created_at, r.id) < (${microsToTimestamp('$2')}, $3::uuid)`;
    }
    const rows = await sqlRows<MessageReportRow>(
      this.deps.db,
      `SELECT r.id, i.message_id, r.reporter_id, r.reason, r.details, r.status, r.created_at,
              ${createdMicros('r')}::text AS created_us
       FROM reports r JOIN moderation_items i ON i.id = r.item_id AND i.kind = 'MESSAGE'
       WHERE r.status <> 'RESOLVED' ${bound} ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
      params,
    );
    const reports = rows.map((row) =>
      Object.assign(new MessageReport(), {
        id: row.id,
        messageId: row.message_id,
        reporterId: row.reporter_id,
        reason: row.reason,
        details: row.details,
        status: row.status,
        createdAt: row.created_at,
        createdUs: row.created_us,
      }),
    );
    return toConnection(reports, size, (r) => encodeKeyset(CURSOR_KIND, { us: r.createdUs!, id: r.id }));
  }
}
