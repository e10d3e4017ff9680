import { DM_LIMITS, firstIssue, messageContentSchema, normalizeUsername } from '@kuza/common';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context, Viewer } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { BucketRule } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { isUuid, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { MediaService, type StoredMedia } from '../media';
import { ProfileService } from '../profiles';
import { MESSAGE_ADDED, MESSAGE_REMOVED, type MessagePayload, type MessageRemovedPayload } from './message.events';
import type { SendMessageInput } from './message.inputs';
import { messageColumns, RECEIPTS_SHARED, toMessage, type MessageRow } from './message.rows';
import type { Message, MessageConnection } from './message.types';
import { notBlockedSql } from '../../kernel/blocks';

/** sendMessage per sender: DM_LIMITS' burst, then DM_LIMITS.ratePerMinute a minute. */
export const SEND_MESSAGE_RATE_LIMIT: BucketRule = {
  burst: DM_LIMITS.rateBurst,
  refill: DM_LIMITS.ratePerMinute,
  perSeconds: 60,
};

/** How a message from a sender reaches a recipient: straight into their conversations, or into their requests. */
export type Delivery = 'DIRECT' | 'REQUEST';

const CURSOR_KIND = 'messages';
// The recipient's side of a new conversation, by delivery.
const STATUS: Record<Delivery, 'ACCEPTED' | 'REQUEST'> = { DIRECT: 'ACCEPTED', REQUEST: 'REQUEST' };

/**
 * Sending and reading direct messages. A message body is never logged and never written into notifications: the
 * recipient learns of it through `messageAdded` (the client says "New message from X") and their unread counts.
 */
export class MessageService {
  constructor(private readonly deps: Deps) {}

  /**
   * Whether `senderId` may write to `recipientId`, and where it lands. A "stranger" is anyone the recipient does not
   * follow: with the recipient's Private messages switch on (the default) anyone may write directly; with it off only
   * people they follow may, and strangers' messages land in their message requests. Null: may not write at all.
   */
  async canMessage(senderId: string, recipientId: string): Promise<Delivery | null> {
    if (senderId === recipientId) return null;
    const row = await sqlRow<{ open: boolean; follows: boolean; blocked: boolean }>(
      this.deps.db,
      `SELECT COALESCE((SELECT private_messages FROM user_settings WHERE user_id = $2), true) AS open,
              EXISTS (SELECT 1 FROM follows WHERE follower_id = $2 AND followee_id = $1) AS follows,
              NOT ${notBlockedSql('$1::uuid', '$2::uuid')} AS blocked`,
      [senderId, recipientId],
    );
    // Blocked either way (issue 33): neither may write to the other.
    if (row?.blocked) return null;
    return row?.open || row?.follows ? 'DIRECT' : 'REQUEST';
  }

  async send(ctx: Context, input: SendMessageInput): Promise<Message> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(messageContentSchema, input.content ?? '');
    if (!checked.ok) throw badInput('content', checked.issue.messageId);
    const content = checked.data;
    if (!content && !input.media) throw badInput('content', 'dm.contentRequired');
    const { conversationId, recipientId } = await this.target(viewer, input);
    const delivery = await this.canMessage(viewer.id, recipientId);
    if (!delivery) throw forbidden('dm.cannotMessage');
    await this.deps.rateLimiter.take(`dm:${viewer.id}`, SEND_MESSAGE_RATE_LIMIT);
    const media = await this.storeImage(viewer.id, input.media);
    try {
      const row = await this.write(viewer.id, recipientId, conversationId, delivery, content, media);
      // A recipient who declined the request hears of nothing: only the sender's own devices get it.
      this.publish(row, [viewer.id, recipientId], row.recipient_status === 'DECLINED' ? [viewer.id] : undefined);
      return toMessage(row);
    } catch (error) {
      await this.deps.services.get(MediaService).remove(media?.key);
      throw error;
    }
  }

  /** A conversation's messages, newest first ("Load earlier" is the next page); only its two participants see them. */
  async thread(
    ctx: Context,
    conversationId: string,
    first?: number | null,
    after?: string | null,
  ): Promise<MessageConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const membership = isUuid(conversationId)
      ? await sqlRow<{ other_read_at: Date | null }>(
          this.deps.db,
          `SELECT CASE WHEN ${RECEIPTS_SHARED} THEN o.last_read_at END AS other_read_at
           FROM conversation_members m
           JOIN conversation_members o ON o.conversation_id = m.conversation_id AND o.user_id = m.other_id
           LEFT JOIN message_settings ms ON ms.user_id = m.user_id LEFT JOIN message_settings os ON os.user_id = m.other_id
           WHERE m.conversation_id = $1 AND m.user_id = $2`,
          [conversationId, viewer.id],
        )
      : undefined;
    if (!membership) throw notFound('dm.conversationNotFound');
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [conversationId, viewer.id, size + 1, membership.other_read_at];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (d.created_at, d.id) < (${microsToTimestamp('$5')}, $6::uuid)`;
    }
    const rows = await sqlRows<MessageRow>(
      this.deps.db,
      `SELECT ${messageColumns('$2')},
              CASE WHEN d.sender_id = $2 AND $4::timestamptz IS NOT NULL THEN d.created_at <= $4::timestamptz
                   WHEN d.sender_id = $2 AND ${receiptsSharedSql('$2')} THEN false END AS seen
       FROM direct_messages d WHERE d.conversation_id = $1 ${bound}
       ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
      params,
    );
    return toConnection(rows.map(toMessage), size, (m) => encodeKeyset(CURSOR_KIND, { us: m.createdUs!, id: m.id }));
  }

  /** The conversation and the other participant of a message: by `conversationId`, or by `toUsername`. */
  private async target(
    viewer: Viewer,
    input: SendMessageInput,
  ): Promise<{ conversationId: string | null; recipientId: string }> {
    if (input.conversationId) {
      const row = isUuid(input.conversationId)
        ? await sqlRow<{ other_id: string }>(
            this.deps.db,
            `SELECT other_id FROM conversation_members WHERE conversation_id = $1 AND user_id = $2`,
            [input.conversationId, viewer.id],
          )
        : undefined;
      if (!row) throw notFound('dm.conversationNotFound');
      return { conversationId: input.conversationId, recipientId: row.other_id };
    }
    const username = normalizeUsername(input.toUsername ?? '');
    if (!username) throw badInput('toUsername', 'dm.recipientRequired');
    const recipient = await this.deps.services.get(ProfileService).findByUsername(username);
    if (!recipient) throw notFound('content.userNotFound');
    if (recipient.id === viewer.id) throw badInput('toUsername', 'dm.cannotMessageSelf');
    return { conversationId: null, recipientId: recipient.id };
  }

  /** The image of a message, through the media feature: the same checks and metadata stripping as posts. */
  private async storeImage(ownerId: string, media: Promise<FileUpload> | null | undefined) {
    if (!media) return null;
    let file: FileUpload;
    try {
      file = await media;
    } catch {
      throw badInput('media', 'content.uploadFailedImage');
    }
    return this.deps.services.get(MediaService).store(file, {
      ownerId,
      allowed: ['IMAGE'],
      unsupportedMessage: 'dm.imagesOnly',
      field: 'media',
    });
  }

  /**
   * One transaction: the conversation (found or started), the sender's side (accepted: writing back accepts a
   * request; read up to their own message), the recipient's side (one more unread; a new side lands as `delivery`
   * says, an existing one keeps its place), and the message.
   */
  private async write(
    senderId: string,
    recipientId: string,
    conversationId: string | null,
    delivery: Delivery,
    content: string,
    media: StoredMedia | null,
  ): Promise<MessageRow & { recipient_status: string }> {
    return this.deps.db.transaction(async (tx) => {
      const [low, high] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
      const id =
        conversationId ??
        (
          await sqlRow<{ id: string }>(
            tx,
            `INSERT INTO conversations (user_low, user_high) VALUES ($1, $2)
             ON CONFLICT (user_low, user_high) DO UPDATE SET user_low = EXCLUDED.user_low RETURNING id`,
            [low, high],
          )
        )?.id;
      const [row] = await sqlRows<MessageRow & { recipient_status: string }>(
        tx,
        `WITH d AS (
           INSERT INTO direct_messages (conversation_id, sender_id, content, media_key, media_url)
           VALUES ($1, $2, $4, $5, $6) RETURNING *
         ), mine AS (
           INSERT INTO conversation_members AS cm (conversation_id, user_id, other_id, status, last_read_at, last_message_at)
           SELECT $1, $2, $3, 'ACCEPTED', d.created_at, d.created_at FROM d
           ON CONFLICT (conversation_id, user_id) DO UPDATE
             SET status = 'ACCEPTED', unread_count = 0, last_read_at = EXCLUDED.last_read_at,
                 last_message_at = EXCLUDED.last_message_at
         ), theirs AS (
           INSERT INTO conversation_members AS cm (conversation_id, user_id, other_id, status, unread_count, last_message_at)
           SELECT $1, $3, $2, $7, 1, d.created_at FROM d
           ON CONFLICT (conversation_id, user_id) DO UPDATE
             SET unread_count = cm.unread_count + CASE WHEN cm.status = 'DECLINED' THEN 0 ELSE 1 END,
                 last_message_at = EXCLUDED.last_message_at
           RETURNING cm.status
         )
         SELECT ${messageColumns('$2')}, NULL::boolean AS seen, (SELECT status FROM theirs) AS recipient_status FROM d`,
        [id, senderId, recipientId, content, media?.key ?? null, media?.url ?? null, STATUS[delivery]],
      );
      return row;
    });
  }

  /**
   * A message as a participant who reports it gives it to moderators: its sender and text. Null unless `viewerId`
   * takes part in its conversation (nobody else learns whether it exists).
   */
  async reportable(viewerId: string, messageId: string): Promise<{ senderId: string; content: string } | null> {
    if (!isUuid(messageId)) return null;
    const row = await sqlRow<{ sender_id: string; content: string }>(
      this.deps.db,
      `SELECT d.sender_id, d.content FROM direct_messages d
       JOIN conversation_members m ON m.conversation_id = d.conversation_id AND m.user_id = $2 WHERE d.id = $1`,
      [messageId, viewerId],
    );
    return row ? { senderId: row.sender_id, content: row.content } : null;
  }

  /**
   * Moderation removes a reported message: gone from the conversation for both, one unread less for a recipient who
   * had not read it, and its image deleted. Once that is committed, both participants hear of it (`messageRemoved`),
   * so their open screens drop it.
   */
  async removeReported(messageId: string): Promise<void> {
    const row = await sqlRow<{ media_key: string | null; conversation_id: string; participant_ids: string[] }>(
      this.deps.db,
      `WITH d AS (
         DELETE FROM direct_messages WHERE id = $1 RETURNING conversation_id, sender_id, created_at, media_key
       ), unread AS (
         UPDATE conversation_members cm SET unread_count = GREATEST(cm.unread_count - 1, 0) FROM d
         WHERE cm.conversation_id = d.conversation_id AND cm.user_id <> d.sender_id
           AND (cm.last_read_at IS NULL OR cm.last_read_at < d.created_at)
       )
       SELECT d.media_key, d.conversation_id, ARRAY[c.user_low::text, c.user_high::text] AS participant_ids
       FROM d JOIN conversations c ON c.id = d.conversation_id`,
      [messageId],
    );
    if (!row) return;
    const payload: MessageRemovedPayload = { messageId, conversationId: row.conversation_id };
    for (const userId of row.participant_ids) this.deps.pubSub.publish(MESSAGE_REMOVED, userId, payload);
    await this.deps.services.get(MediaService).remove(row.media_key);
  }

  private publish(row: MessageRow, participantIds: [string, string], to: string[] = participantIds): void {
    const payload: MessagePayload = {
      id: row.id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      participantIds,
      content: row.content,
      mediaUrl: row.media_url,
      createdAt: new Date(row.created_at).toISOString(),
    };
    for (const userId of to) this.deps.pubSub.publish(MESSAGE_ADDED, userId, payload);
  }
}

// Both participants of the conversation of `d` have read receipts on (no settings row: on).
const receiptsSharedSql = (viewer: string) =>
  `NOT EXISTS (SELECT 1 FROM conversation_members x JOIN message_settings s ON s.user_id IN (x.user_id, x.other_id)
     WHERE x.conversation_id = d.conversation_id AND x.user_id = ${viewer} AND NOT s.read_receipts)`;
