import { firstIssue, isOffensive, shoutoutSchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { repeatedShoutoutSql } from '../moderation-rules';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedJson } from '../notifications';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { isBlockedBetween } from '../../kernel/blocks';
import { ProfileService } from '../profiles';
import { SystemSettingsService } from '../system-settings';
import type { SendShoutoutInput } from './shoutout.inputs';
import { Shoutout, type ShoutoutConnection } from './shoutout.types';

/** The caller's shoutouts: those they received, or those they sent. */
export type ShoutoutSide = 'received' | 'sent';

// The column that holds the caller on each side; each is the first column of an index ordered for the list.
const OWNER: Record<ShoutoutSide, string> = { received: 'to_user_id', sent: 'from_user_id' };

interface ShoutoutRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  message: string;
  sensitive: boolean;
  created_at: Date;
  created_us: string;
}

const COLUMNS = `s.id, s.from_user_id, s.to_user_id, s.message, s.sensitive, s.created_at, ${createdMicros('s')}::text AS created_us`;

const toShoutout = (row: ShoutoutRow): Shoutout =>
  Object.assign(new Shoutout(), {
    id: row.id,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    message: row.message,
    sensitive: row.sensitive,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

/**
 * Shoutouts (spec §5: a username, then a message). Checked as comments are: offensive language marks the shoutout
 * sensitive (the Profanity filter masks it), and spam detection refuses one its sender keeps repeating. The
 * recipient's SHOUTOUT notification is written in the same statement.
 */
export class ShoutoutService {
  constructor(private readonly deps: Deps) {}

  async send(ctx: Context, input: SendShoutoutInput): Promise<Shoutout> {
    const viewer = requireViewer(ctx);
    // The spec's texts: "Username required", and "Please write why you recommend them." under "Message required".
    const checked = firstIssue(shoutoutSchema, { username: input.username ?? '', message: input.message ?? '' });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { username, message } = checked.data;
    const recipient = await this.deps.services.get(ProfileService).findByUsername(username);
    // Blocked either way (issue 33): no such person to thank.
    if (!recipient || (await isBlockedBetween(this.deps.db, viewer.id, recipient.id)))
      throw notFound('content.userNotFound');
    if (recipient.id === viewer.id) throw badInput('username', 'community.cannotShoutoutSelf');
    const { spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    const [row] = await sqlRows<ShoutoutRow & { notification: NotificationPayload | null }>(
      this.deps.db,
      `WITH s AS (
         -- Spam detection (System Settings, $5) refuses a shoutout the sender keeps repeating: no row.
         INSERT INTO shoutouts (from_user_id, to_user_id, message, sensitive) SELECT $1, $2, $3, $4
         WHERE NOT ${repeatedShoutoutSql('$5', '$1::uuid', '$3::text', '$2::uuid')} RETURNING *
       ), notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, shoutout_id) SELECT to_user_id, from_user_id, 'SHOUTOUT', id FROM s
         ${NOTIFIED_RETURNING}
       )
       SELECT ${COLUMNS}, ${notifiedJson()} AS notification FROM s`,
      [viewer.id, recipient.id, message, isOffensive(message), spamDetection],
    );
    if (!row) throw badInput('message', 'community.repeatedShoutout');
    this.deps.services.get(NotificationService).publish(row.notification);
    return toShoutout(row);
  }

  /** The caller's shoutouts on one side, newest first, by keyset on (created_at, id). */
  async list(
    ctx: Context,
    side: ShoutoutSide,
    first?: number | null,
    after?: string | null,
  ): Promise<ShoutoutConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const kind = `shoutouts-${side}`;
    const keyset = decodeKeyset(kind, after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (s.created_at, s.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<ShoutoutRow>(
      this.deps.db,
      `SELECT ${COLUMNS} FROM shoutouts s WHERE s.${OWNER[side]} = $1 ${bound} ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toShoutout), size, (s) => encodeKeyset(kind, { us: s.createdUs!, id: s.id }));
  }
}
