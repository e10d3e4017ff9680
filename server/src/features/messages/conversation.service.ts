import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { isUuid, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { CONVERSATION_READ, type ConversationReadPayload } from './message.events';
import {
  CONVERSATION_COLUMNS,
  CONVERSATION_FROM,
  RECEIPTS_SHARED,
  toConversation,
  type ConversationRow,
} from './message.rows';
import { MessageSettings, type Conversation, type ConversationConnection } from './message.types';

/** The caller's conversations: accepted ones, or their message requests (declined ones are in neither). */
export type Inbox = 'ACCEPTED' | 'REQUEST';

/** The caller's side of their conversations: lists, unread counts, reading, answering requests, read receipts. */
export class ConversationService {
  constructor(private readonly deps: Deps) {}

  /** Most recent first, by keyset on (last_message_at, id). */
  async list(
    ctx: Context,
    inbox: Inbox,
    first?: number | null,
    after?: string | null,
  ): Promise<ConversationConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const kind = `conversations-${inbox}`;
    const keyset = decodeKeyset(kind, after);
    const params: unknown[] = [viewer.id, inbox, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (m.last_message_at, m.conversation_id) < (${microsToTimestamp('$4')}, $5::uuid)`;
    }
    const rows = await sqlRows<ConversationRow>(
      this.deps.db,
      `SELECT ${CONVERSATION_COLUMNS} FROM ${CONVERSATION_FROM}
       WHERE m.user_id = $1 AND m.status = $2 ${bound}
       ORDER BY m.last_message_at DESC, m.conversation_id DESC LIMIT $3`,
      params,
    );
    return toConnection(rows.map(toConversation), size, (c) => encodeKeyset(kind, { us: c.orderUs!, id: c.id }));
  }

  /** One of the caller's conversations; null for any other (whether or not it exists). */
  async find(ctx: Context, id: string): Promise<Conversation | null> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) return null;
    const row = await sqlRow<ConversationRow>(
      this.deps.db,
      `SELECT ${CONVERSATION_COLUMNS} FROM ${CONVERSATION_FROM} WHERE m.conversation_id = $1 AND m.user_id = $2`,
      [id, viewer.id],
    );
    return row ? toConversation(row) : null;
  }

  /** Unread messages in the caller's accepted conversations (the sidebar badge), or in their requests. */
  async unreadTotal(ctx: Context, inbox: Inbox): Promise<number> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<{ total: number }>(
      this.deps.db,
      `SELECT COALESCE(sum(unread_count), 0)::int AS total FROM conversation_members WHERE user_id = $1 AND status = $2`,
      [viewer.id, inbox],
    );
    return row?.total ?? 0;
  }

  /**
   * The caller has read the conversation up to now. When both participants have read receipts on, the other one
   * hears of it at once (`conversationRead`), so their "Seen" shows live.
   */
  async markRead(ctx: Context, id: string): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    const marked = isUuid(id)
      ? await sqlRow<{ other_id: string; receipts_shared: boolean }>(
          this.deps.db,
          `WITH m AS (
             UPDATE conversation_members SET unread_count = 0, last_read_at = clock_timestamp()
             WHERE conversation_id = $1 AND user_id = $2 RETURNING user_id, other_id
           )
           SELECT m.other_id, ${RECEIPTS_SHARED} AS receipts_shared FROM m
           LEFT JOIN message_settings ms ON ms.user_id = m.user_id LEFT JOIN message_settings os ON os.user_id = m.other_id`,
          [id, viewer.id],
        )
      : undefined;
    if (!marked) throw notFound('dm.conversationNotFound');
    const payload: ConversationReadPayload = { conversationId: id, readerId: viewer.id };
    if (marked.receipts_shared) this.deps.pubSub.publish(CONVERSATION_READ, marked.other_id, payload);
    return (await this.find(ctx, id))!;
  }

  /** Moves a message request into the caller's conversations. */
  async accept(ctx: Context, id: string): Promise<Conversation> {
    return this.answerRequest(ctx, id, 'ACCEPTED');
  }

  /**
   * Declines a message request: it leaves the caller's requests and its unread count goes, and the sender's further
   * messages stay out of the caller's inbox (no unread count, nothing pushed). The sender is not told. Writing to them
   * later (replying) accepts the conversation, its history included.
   */
  async decline(ctx: Context, id: string): Promise<Conversation> {
    return this.answerRequest(ctx, id, 'DECLINED');
  }

  private async answerRequest(ctx: Context, id: string, status: 'ACCEPTED' | 'DECLINED'): Promise<Conversation> {
    const viewer = requireViewer(ctx);
    const answered = isUuid(id)
      ? await sqlRow<{ ok: boolean }>(
          this.deps.db,
          `UPDATE conversation_members SET status = $3,
             unread_count = CASE WHEN $3 = 'DECLINED' THEN 0 ELSE unread_count END
           WHERE conversation_id = $1 AND user_id = $2 AND status = 'REQUEST' RETURNING true AS ok`,
          [id, viewer.id, status],
        )
      : undefined;
    if (!answered) throw notFound('dm.requestNotFound');
    return (await this.find(ctx, id))!;
  }

  async settings(ctx: Context): Promise<MessageSettings> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<{ read_receipts: boolean }>(
      this.deps.db,
      `SELECT read_receipts FROM message_settings WHERE user_id = $1`,
      [viewer.id],
    );
    return Object.assign(new MessageSettings(), { id: viewer.id, readReceipts: row?.read_receipts ?? true });
  }

  async updateSettings(ctx: Context, readReceipts: boolean): Promise<MessageSettings> {
    const viewer = requireViewer(ctx);
    await this.deps.db.query(
      `INSERT INTO message_settings (user_id, read_receipts) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET read_receipts = EXCLUDED.read_receipts`,
      [viewer.id, readReceipts],
    );
    return Object.assign(new MessageSettings(), { id: viewer.id, readReceipts });
  }
}
