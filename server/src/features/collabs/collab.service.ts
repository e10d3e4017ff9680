import {
  DEFAULT_SETTINGS,
  collabRequestSchema,
  firstIssue,
  formatMinor,
  isOffensive,
  minorOrDeprecatedMajorText,
  normalizeUsername,
} from '@kuza/common';
import { money } from '../monetize';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedJson } from '../notifications';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedBetween } from '../../kernel/blocks';
import { ProfileService } from '../profiles';
import type { SendCollabRequestInput } from './collab.inputs';
import { CollabRequest, CollabStatus, type CollabRequestConnection, type CollabType } from './collab.types';

/** The caller's collab requests: those they received, or those they sent. */
export type CollabSide = 'received' | 'sent';

const OWNER: Record<CollabSide, string> = { received: 'to_user_id', sent: 'from_user_id' };

/** The recipient's answer, and the notification that tells the sender. */
const ANSWERS = {
  accepted: 'COLLAB_ACCEPTED',
  declined: 'COLLAB_DECLINED',
} as const;
type Answer = keyof typeof ANSWERS;

interface CollabRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  type: CollabType;
  amount: string;
  amount_minor: string;
  message: string;
  sensitive: boolean;
  status: CollabStatus;
  created_at: Date;
  decided_at: Date | null;
  created_us: string;
}
type Notified = CollabRow & { notification: NotificationPayload | null };

const COLUMNS = `r.id, r.from_user_id, r.to_user_id, r.type, r.amount::text AS amount,
  round(r.amount * 100)::bigint::text AS amount_minor, r.message, r.sensitive, r.status,
  r.created_at, r.decided_at, ${createdMicros('r')}::text AS created_us`;

const toRequest = (row: CollabRow): CollabRequest =>
  Object.assign(new CollabRequest(), {
    id: row.id,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    type: row.type,
    amount: Number(row.amount),
    amountMoney: money(row.amount_minor, 'USD'),
    message: row.message,
    sensitive: row.sensitive,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    createdUs: row.created_us,
  });

const UNIQUE_VIOLATION = '23505';

/**
 * Collab requests: a creator offers another a collab; only the recipient opens (new → pending), accepts or declines
 * it. Each change and the notification it causes are one statement: nothing is half-written.
 */
export class CollabService {
  constructor(private readonly deps: Deps) {}

  async send(ctx: Context, input: SendCollabRequestInput): Promise<CollabRequest> {
    const viewer = requireViewer(ctx);
    const username = normalizeUsername(input.username ?? '');
    if (!username) throw badInput('username', 'money.usernameRequired');
    // Cents as digits (the exact field), else the deprecated dollars by their decimal text.
    const offered = minorOrDeprecatedMajorText(input.amountMinor, input.amount, 'USD');
    const checked = firstIssue(collabRequestSchema, { type: input.type, amount: offered, message: input.message });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { amount, message } = checked.data;
    const recipient = await this.deps.services.get(ProfileService).findByUsername(username);
    // Blocked either way (issue 33): no such person to ask.
    if (!recipient || (await isBlockedBetween(this.deps.db, viewer.id, recipient.id)))
      throw notFound('content.userNotFound');
    if (recipient.id === viewer.id) throw badInput('username', 'community.cannotCollabSelf');
    let row: Notified | undefined;
    try {
      [row] = await sqlRows<Notified>(
        this.deps.db,
        `WITH r AS (
           -- The recipient's Privacy & Safety switch "Collab requests" (on until they turn it off) lets it in or not.
           INSERT INTO collab_requests (from_user_id, to_user_id, type, amount, message, sensitive)
           SELECT $1, $2, $3, $4, $5, $6
           WHERE COALESCE((SELECT collab_requests FROM user_settings WHERE user_id = $2), $7)
           RETURNING *
         ), notified AS (
           INSERT INTO notifications (recipient_id, actor_id, kind, collab_request_id)
           SELECT to_user_id, from_user_id, 'COLLAB_REQUEST', id FROM r
           ${NOTIFIED_RETURNING}
         )
         SELECT ${COLUMNS}, ${notifiedJson()} AS notification FROM r`,
        [
          viewer.id,
          recipient.id,
          input.type,
          formatMinor(amount, 'USD'),
          message,
          isOffensive(message),
          DEFAULT_SETTINGS.privacy.collabRequests,
        ],
      );
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw badInput('username', 'community.collabAlreadyOpen');
      throw error;
    }
    if (!row) throw forbidden('community.collabRequestsOff');
    return this.written(row);
  }

  /** The recipient opens a request's details: a new one becomes pending. Opening it again changes nothing. */
  async open(ctx: Context, id: string): Promise<CollabRequest> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('community.collabNotFound');
    const row = await sqlRow<CollabRow>(
      this.deps.db,
      `WITH opened AS (
         UPDATE collab_requests SET status = 'pending' WHERE id = $1 AND to_user_id = $2 AND status = 'new' RETURNING *
       )
       SELECT ${COLUMNS} FROM opened r
       UNION ALL
       SELECT ${COLUMNS} FROM collab_requests r WHERE r.id = $1 AND NOT EXISTS (SELECT 1 FROM opened)`,
      [id, viewer.id],
    );
    if (!row) throw notFound('community.collabNotFound');
    if (row.to_user_id !== viewer.id) throw forbidden('community.collabNotYours');
    return toRequest(row);
  }

  /** The recipient accepts or declines a new or pending request; the sender is told which. */
  async decide(ctx: Context, id: string, answer: Answer): Promise<CollabRequest> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('community.collabNotFound');
    const [row] = await sqlRows<Notified>(
      this.deps.db,
      `WITH r AS (
         UPDATE collab_requests SET status = $3, decided_at = clock_timestamp()
         WHERE id = $1 AND to_user_id = $2 AND status IN ('new', 'pending') RETURNING *
       ), notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, collab_request_id)
         SELECT from_user_id, to_user_id, $4, id FROM r
         ${NOTIFIED_RETURNING}
       )
       SELECT ${COLUMNS}, ${notifiedJson()} AS notification FROM r`,
      [id, viewer.id, answer, ANSWERS[answer]],
    );
    if (row) return this.written(row);
    // Nothing changed: say why.
    const found = await sqlRow<{ to_user_id: string }>(
      this.deps.db,
      `SELECT to_user_id FROM collab_requests WHERE id = $1`,
      [id],
    );
    if (!found) throw notFound('community.collabNotFound');
    if (found.to_user_id !== viewer.id) throw forbidden('community.collabNotYours');
    throw badInput('id', 'community.collabAlreadyDecided');
  }

  /** The caller's requests on one side, newest first, by keyset on (created_at, id). */
  async list(
    ctx: Context,
    side: CollabSide,
    first?: number | null,
    after?: string | null,
  ): Promise<CollabRequestConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const kind = `collabs-${side}`;
    const keyset = decodeKeyset(kind, after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (r.created_at, r.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<CollabRow>(
      this.deps.db,
      `SELECT ${COLUMNS} FROM collab_requests r WHERE r.${OWNER[side]} = $1 ${bound} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toRequest), size, (r) => encodeKeyset(kind, { us: r.createdUs!, id: r.id }));
  }

  /** A committed change: its notification goes to the other side's subscriptions. */
  private written(row: Notified): CollabRequest {
    this.deps.services.get(NotificationService).publish(row.notification);
    return toRequest(row);
  }
}
