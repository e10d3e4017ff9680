import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { preparedIn } from '../../db/prepared';
import { sqlRow, sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { viewerSeesSql } from '../../kernel/blocks';

/** Staff decisions that name no actor: they reach the recipient whoever decided them. */
export const UNNAMED_STAFF_KINDS = ['REMOVED', 'CAMPAIGN_APPROVED', 'CAMPAIGN_REJECTED'] as const;
// The recipient ($1) sees what people did unless they blocked one another or the recipient muted them (issue 33).
const FROM_SEEN_ACTOR = `(n.kind IN (${UNNAMED_STAFF_KINDS.map((k) => `'${k}'`).join(', ')})
  OR ${viewerSeesSql('$1::uuid', 'n.actor_id', { muted: true })})`;
import { NOTIFICATION_ADDED, type NotificationPayload } from './notification.events';
import { COMMENT_EXCERPT_LENGTH, NOTIFIED_RETURNING, notifiedJson, notifiedListJson } from './notification.sql';
import { SystemSettingsService } from '../system-settings';
import type { EntityManager } from 'typeorm';
import { type ContentKind, type ReportReason, REMOVAL_REASON } from '../moderation-rules';
import { Notification, type NotificationConnection, type NotificationKind } from './notification.types';

const CURSOR_KIND = 'notifications';

// A withdrawal's notification names what reached the creator (paid: the net) or came back to them (failed: the amount).
const WITHDRAWAL_AMOUNT = (w: string) =>
  `(CASE WHEN n.kind = 'WITHDRAWAL_PAID' THEN ${w}.net_minor ELSE ${w}.amount_minor END)::text`;

interface NotificationRow {
  id: string;
  actor_id: string | null;
  kind: NotificationKind;
  post_id: string | null;
  circle_id: string | null;
  comment_excerpt: string | null;
  comment_sensitive: boolean;
  report_reason: ReportReason | null;
  removed_kind: ContentKind | null;
  removed_excerpt: string | null;
  campaign_name: string | null;
  tip_message: string | null;
  tip_amount_minor: string | null;
  tip_currency: string | null;
  withdrawal_id: string | null;
  withdrawal_amount_minor: string | null;
  withdrawal_currency: string | null;
  created_at: Date;
  created_us: string;
  read: boolean;
}

const toNotification = (row: NotificationRow): Notification =>
  Object.assign(new Notification(), {
    id: row.id,
    kind: row.kind,
    actorId: row.actor_id,
    postId: row.post_id,
    circleId: row.circle_id,
    commentExcerpt: row.comment_excerpt,
    commentSensitive: row.comment_sensitive,
    reportReason: row.report_reason,
    removedKind: row.removed_kind,
    removedExcerpt: row.removed_excerpt,
    campaignName: row.campaign_name,
    tipMessage: row.tip_message,
    tipAmountMinor: row.tip_amount_minor,
    tipCurrency: row.tip_currency,
    withdrawalId: row.withdrawal_id,
    withdrawalAmountMinor: row.withdrawal_amount_minor,
    withdrawalCurrency: row.withdrawal_currency,
    createdAt: row.created_at,
    read: row.read,
    createdUs: row.created_us,
  });

/**
 * The caller's notifications. They are written by the like, comment and follow statements themselves
 * (notification.sql.ts), which hand the written row to `publish` once it is committed.
 */
export class NotificationService {
  constructor(private readonly deps: Deps) {}

  /** Newest first, by keyset on (created_at, id). */
  async list(ctx: Context, first?: number | null, after?: string | null): Promise<NotificationConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (n.created_at, n.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<NotificationRow>(
      this.deps.db,
      `SELECT n.id, n.actor_id, n.kind, COALESCE(n.post_id, t.post_id) AS post_id, n.circle_id, left(COALESCE(c.content, mp.content), ${COMMENT_EXCERPT_LENGTH}) AS comment_excerpt,
              COALESCE(c.sensitive, mp.sensitive, false) AS comment_sensitive,
              CASE WHEN n.kind = 'REMOVED' THEN ${REMOVAL_REASON('mi.id')} ELSE r.reason END AS report_reason,
              mi.kind AS removed_kind,
              -- Never a direct message's text (docs/direct-messages.md).
              CASE WHEN mi.kind <> 'MESSAGE' THEN left(mi.excerpt, ${COMMENT_EXCERPT_LENGTH}) END AS removed_excerpt, ac.name AS campaign_name,
              t.message AS tip_message, t.amount_minor::text AS tip_amount_minor, t.currency AS tip_currency,
              n.withdrawal_id, ${WITHDRAWAL_AMOUNT('w')} AS withdrawal_amount_minor, trim(w.currency) AS withdrawal_currency,
              n.created_at, ${createdMicros('n')}::text AS created_us, n.read_at IS NOT NULL AS read
       FROM notifications n LEFT JOIN comments c ON c.id = n.comment_id AND n.kind IN ('COMMENT', 'REPLY', 'MENTION')
       -- A mention in a post (no comment) shows the post's text.
       LEFT JOIN posts mp ON mp.id = n.post_id AND n.kind = 'MENTION' AND n.comment_id IS NULL LEFT JOIN reports r ON r.id = n.report_id
       LEFT JOIN moderation_items mi ON mi.id = n.moderation_item_id LEFT JOIN ad_campaigns ac ON ac.id = n.ad_campaign_id
       LEFT JOIN tips t ON t.id = n.tip_id LEFT JOIN withdrawals w ON w.id = n.withdrawal_id
       WHERE n.recipient_id = $1 AND ${FROM_SEEN_ACTOR} ${bound}
       ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toNotification), size, (n) =>
      encodeKeyset(CURSOR_KIND, { us: n.createdUs!, id: n.id }),
    );
  }

  async unreadCount(ctx: Context): Promise<number> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<{ count: number }>(
      this.deps.db,
      `SELECT count(*)::int AS count FROM notifications n WHERE n.recipient_id = $1 AND n.read_at IS NULL AND ${FROM_SEEN_ACTOR}`,
      [viewer.id],
    );
    return row?.count ?? 0;
  }

  /**
   * Marks the caller's unread notifications read: those of `ids` (others' ids and unknown ones are ignored), or all
   * of them without `ids`. Answers how many it marked.
   */
  async markRead(ctx: Context, ids?: readonly string[] | null): Promise<number> {
    const viewer = requireViewer(ctx);
    if (ids && ids.length > LIMITS.pageSizeMax) throw badInput('ids', 'content.tooManyNotificationIds');
    const only = ids ? ids.filter(isUuid) : null;
    if (only?.length === 0) return 0;
    const row = await sqlRow<{ count: number }>(
      this.deps.db,
      `WITH marked AS (
         UPDATE notifications SET read_at = now()
         WHERE recipient_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
         RETURNING 1
       )
       SELECT count(*)::int AS count FROM marked`,
      [viewer.id, only],
    );
    return row?.count ?? 0;
  }

  /**
   * Deletes what each of two people did that notified the other (staff decisions, which name nobody, stay), in the
   * caller's transaction: a block removes those from before it, and an unblock those written while it lasted, so
   * neither ever shows (docs/safety.md).
   */
  async forgetBetween(tx: EntityManager, a: string, b: string): Promise<void> {
    await tx.query(
      `DELETE FROM notifications n
       WHERE ((n.recipient_id = $1 AND n.actor_id = $2) OR (n.recipient_id = $2 AND n.actor_id = $1))
         AND n.kind NOT IN (${UNNAMED_STAFF_KINDS.map((k) => `'${k}'`).join(', ')})`,
      [a, b],
    );
  }

  /**
   * Tells the recipient's subscriptions about a notification a statement wrote (its `notifiedJson` column). Call it
   * once that statement or its transaction has committed, so a subscriber that reads back finds the row.
   */
  /** The notifications of a statement that wrote several (staff alerts), as `publish` does for one. */
  publishAll(written: readonly NotificationPayload[]): void {
    for (const notification of written) this.publish(notification);
  }

  /**
   * New user signups (System Settings): tells every admin that `userId` joined, in the caller's transaction (the
   * account and its alerts are written together). Publish the answer with `publishAll` once it has committed.
   */
  async alertSignup(tx: EntityManager, userId: string): Promise<NotificationPayload[]> {
    const { newUserSignupAlerts } = await this.deps.services.get(SystemSettingsService).current();
    if (!newUserSignupAlerts) return [];
    const [row] = await sqlRows<{ notifications: NotificationPayload[] }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind)
         SELECT user_id, $1, 'SIGNUP' FROM user_roles WHERE role = 'ADMIN' AND user_id <> $1
         ${NOTIFIED_RETURNING}
       )
       SELECT ${notifiedListJson()} AS notifications`,
      [userId],
    );
    return row.notifications;
  }

  /**
   * Tells a creator of a confirmed tip (`tipId`), in the caller's transaction; publish the answer once committed. The
   * post tipped is the tip's (a deleted post leaves the notification of the money in place).
   */
  async notifyTip(tx: EntityManager, tipId: string): Promise<NotificationPayload> {
    const [row] = await preparedIn<{ notification: NotificationPayload }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, tip_id)
         SELECT creator_id, supporter_id, 'TIP', id FROM tips WHERE id = $1
         ${NOTIFIED_RETURNING}
       )
       SELECT json_build_object('id', n.id, 'recipientId', n.recipient_id, 'actorId', n.actor_id, 'kind', n.kind,
                'postId', t.post_id, 'commentExcerpt', NULL, 'commentSensitive', false, 'reportReason', NULL,
                'removedKind', NULL, 'removedExcerpt', NULL, 'tipMessage', t.message,
                'tipAmountMinor', t.amount_minor::text, 'tipCurrency', t.currency, 'createdAt', n.created_at)
              AS notification
       FROM notified n JOIN tips t ON t.id = $1`,
      [tipId],
    );
    return row.notification;
  }

  /**
   * Tells a creator that `buyerId` bought their pay-per-view post (POST_PURCHASE), in the caller's transaction (the
   * one that confirms the purchase); publish the answer once committed. None for a post deleted meanwhile. Blocks and
   * mutes hide it from the creator's list and subscription, as for every notification with an actor.
   */
  async notifyPurchase(tx: EntityManager, postId: string, buyerId: string): Promise<NotificationPayload | null> {
    const [row] = await sqlRows<{ notification: NotificationPayload | null }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, post_id)
         SELECT p.user_id, $2, 'POST_PURCHASE', p.id FROM posts p WHERE p.id = $1 AND p.user_id <> $2
         ${NOTIFIED_RETURNING}
       )
       SELECT ${notifiedJson()} AS notification`,
      [postId, buyerId],
    );
    return row?.notification ?? null;
  }

  /**
   * Tells a creator that their withdrawal was paid (WITHDRAWAL_PAID) or has failed (WITHDRAWAL_FAILED), in the
   * caller's transaction (the settlement's); publish the answer once committed. Nobody acted: there is no actor.
   */
  async notifyWithdrawal(
    tx: EntityManager,
    withdrawalId: string,
    kind: 'WITHDRAWAL_PAID' | 'WITHDRAWAL_FAILED',
  ): Promise<NotificationPayload> {
    const [row] = await sqlRows<{ notification: NotificationPayload }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, withdrawal_id)
         SELECT user_id, NULL, $2, id FROM withdrawals WHERE id = $1
         ${NOTIFIED_RETURNING}
       )
       SELECT json_build_object('id', n.id, 'recipientId', n.recipient_id, 'actorId', NULL, 'kind', n.kind,
                'postId', NULL, 'commentExcerpt', NULL, 'commentSensitive', false, 'reportReason', NULL,
                'removedKind', NULL, 'removedExcerpt', NULL, 'withdrawalId', w.id,
                'withdrawalAmountMinor', ${WITHDRAWAL_AMOUNT('w')}, 'withdrawalCurrency', trim(w.currency),
                'createdAt', n.created_at) AS notification
       FROM notified n JOIN withdrawals w ON w.id = $1`,
      [withdrawalId, kind],
    );
    return row!.notification;
  }

  /**
   * Tells a creator that someone joined one of their membership tiers (MEMBER_JOINED) or that a membership lapsed
   * after failed renewals (MEMBERSHIP_LAPSED), in the caller's transaction; the member is the actor.
   */
  async notifyMembership(
    tx: EntityManager,
    membershipId: string,
    kind: 'MEMBER_JOINED' | 'MEMBERSHIP_LAPSED',
  ): Promise<NotificationPayload> {
    const [row] = await sqlRows<{ notification: NotificationPayload }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, membership_id)
         SELECT creator_id, member_id, $2, id FROM memberships WHERE id = $1
         ${NOTIFIED_RETURNING}
       )
       SELECT json_build_object('id', n.id, 'recipientId', n.recipient_id, 'actorId', n.actor_id, 'kind', n.kind,
                'postId', NULL, 'commentExcerpt', NULL, 'commentSensitive', false, 'reportReason', NULL,
                'removedKind', NULL, 'removedExcerpt', NULL, 'createdAt', n.created_at) AS notification
       FROM notified n`,
      [membershipId, kind],
    );
    return row!.notification;
  }

  publish(written: NotificationPayload | null | undefined): void {
    if (!written) return;
    const payload: NotificationPayload = { ...written, createdAt: new Date(written.createdAt).toISOString() };
    this.deps.pubSub.publish(NOTIFICATION_ADDED, payload.recipientId, payload);
  }
}
