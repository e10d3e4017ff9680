import { firstIssue, reportSchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { BucketRule } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, isUuid, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import type { ReportMessageInput } from './message.inputs';
import { MessageReport, type MessageReportConnection } from './message.types';

/** Reports of messages a participant may file: as many as of posts (moderation's REPORT_RATE_LIMIT). */
const MESSAGE_REPORT_RATE_LIMIT: BucketRule = { burst: 30, refill: 30, perSeconds: 3600 };
const CURSOR_KIND = 'message-reports';

interface ReportRow {
  id: string;
  message_id: string;
  reporter_id: string;
  reason: string;
  details: string;
  status: string;
  created_at: Date;
  created_us: string;
}

const toReport = (row: ReportRow) =>
  Object.assign(new MessageReport(), {
    id: row.id,
    messageId: row.message_id,
    reporterId: row.reporter_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

/**
 * A participant reports a message they received to moderators (with the reasons of post reports); staff list the
 * open reports. Only the reported message reaches staff, not the rest of the conversation.
 */
export class MessageReportService {
  constructor(private readonly deps: Deps) {}

  async report(ctx: Context, input: ReportMessageInput): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(reportSchema, { reason: input.reason, details: input.details });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const message = isUuid(input.messageId)
      ? await sqlRow<{ sender_id: string }>(
          this.deps.db,
          `SELECT d.sender_id FROM direct_messages d
           JOIN conversation_members m ON m.conversation_id = d.conversation_id AND m.user_id = $2 WHERE d.id = $1`,
          [input.messageId, viewer.id],
        )
      : undefined;
    if (!message) throw notFound('dm.messageNotFound');
    if (message.sender_id === viewer.id) throw badInput('messageId', 'dm.reportOwnMessage');
    await this.deps.rateLimiter.take(`message-report:${viewer.id}`, MESSAGE_REPORT_RATE_LIMIT);
    const [row] = await sqlRows<{ id: string }>(
      this.deps.db,
      `INSERT INTO message_reports (message_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4)
       ON CONFLICT (message_id, reporter_id) DO NOTHING RETURNING id`,
      [input.messageId, viewer.id, checked.data.reason, checked.data.details ?? ''],
    );
    if (!row) throw badInput('messageId', 'dm.alreadyReported');
    return true;
  }

  /** Open reports, newest first (staff). */
  async open(_ctx: Context, first?: number | null, after?: string | null): Promise<MessageReportConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (r.created_at, r.id) < (${microsToTimestamp('$2')}, $3::uuid)`;
    }
    const rows = await sqlRows<ReportRow>(
      this.deps.db,
      `SELECT r.id, r.message_id, r.reporter_id, r.reason, r.details, r.status, r.created_at,
              ${createdMicros('r')}::text AS created_us
       FROM message_reports r WHERE r.status = 'OPEN' ${bound} ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
      params,
    );
    return toConnection(rows.map(toReport), size, (r) => encodeKeyset(CURSOR_KIND, { us: r.createdUs!, id: r.id }));
  }
}
