import DataLoader from 'dataloader';
import { sqlRows } from '../../db/sql';
import type { LoaderFactory } from '../../graphql/loaders';
import { messageColumns, toMessage, type MessageRow } from './message.rows';
import type { Message } from './message.types';

// The latest message of each conversation on a page of conversations, in one statement.
export const lastMessageByConversation: LoaderFactory<string, Message | null> = ({ db }, viewerId) =>
  new DataLoader(async (ids) => {
    const rows = await sqlRows<MessageRow>(
      db,
      `SELECT DISTINCT ON (d.conversation_id) ${messageColumns('$2::uuid')}, NULL::boolean AS seen
       FROM direct_messages d WHERE d.conversation_id = ANY($1::uuid[])
       ORDER BY d.conversation_id, d.created_at DESC, d.id DESC`,
      [[...ids], viewerId],
    );
    const byId = new Map(rows.map((row) => [row.conversation_id, toMessage(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });

// Reported messages, for staff's list of message reports.
export const messageById: LoaderFactory<string, Message | null> = ({ db }, viewerId) =>
  new DataLoader(async (ids) => {
    const rows = await sqlRows<MessageRow>(
      db,
      `SELECT ${messageColumns('$2::uuid')}, NULL::boolean AS seen FROM direct_messages d WHERE d.id = ANY($1::uuid[])`,
      [[...ids], viewerId],
    );
    const byId = new Map(rows.map((row) => [row.id, toMessage(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
