import { createdMicros } from '../../kernel/sql';
import { Conversation, Message } from './message.types';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  media_url: string | null;
  created_at: Date;
  created_us: string;
  is_mine: boolean;
  seen: boolean | null;
}

/** The columns of a MessageRow from `direct_messages d`, for the caller `viewer` (an SQL parameter). */
export const messageColumns = (viewer: string) =>
  `d.id, d.conversation_id, d.sender_id, d.content, d.media_url, d.created_at, ${createdMicros('d')}::text AS created_us,
   d.sender_id = ${viewer} AS is_mine`;

export const toMessage = (row: MessageRow): Message =>
  Object.assign(new Message(), {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    content: row.content,
    mediaUrl: row.media_url,
    createdAt: row.created_at,
    isMine: row.is_mine,
    seen: row.seen ?? null,
    createdUs: row.created_us,
  });

export interface ConversationRow {
  id: string;
  other_id: string;
  status: 'ACCEPTED' | 'REQUEST' | 'DECLINED';
  unread_count: number;
  last_message_at: Date;
  order_us: string;
  other_read_at: Date | null;
}

/**
 * The conversations of the caller's membership `m` (its partner's row `o`): read receipts are shown only when both
 * have them on (no message_settings row means on, the default).
 */
export const CONVERSATION_FROM = `conversation_members m
  JOIN conversation_members o ON o.conversation_id = m.conversation_id AND o.user_id = m.other_id
  LEFT JOIN message_settings ms ON ms.user_id = m.user_id
  LEFT JOIN message_settings os ON os.user_id = m.other_id`;

export const RECEIPTS_SHARED = `(COALESCE(ms.read_receipts, true) AND COALESCE(os.read_receipts, true))`;

export const CONVERSATION_COLUMNS = `m.conversation_id AS id, m.other_id, m.status, m.unread_count, m.last_message_at,
  (extract(epoch FROM m.last_message_at) * 1000000)::bigint::text AS order_us,
  CASE WHEN ${RECEIPTS_SHARED} THEN o.last_read_at END AS other_read_at`;

export const toConversation = (row: ConversationRow): Conversation =>
  Object.assign(new Conversation(), {
    id: row.id,
    otherId: row.other_id,
    isRequest: row.status === 'REQUEST',
    declined: row.status === 'DECLINED',
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at,
    otherReadAt: row.other_read_at,
    orderUs: row.order_us,
  });
