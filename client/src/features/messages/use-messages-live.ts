import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { toast } from '@/ui/use-toast';
import { addMessageToCache, removeMessageFromCache } from './message-cache';
import {
  ConversationReadDocument,
  MessageAddedDocument,
  MessageRemovedDocument,
  UnreadMessagesCountDocument,
} from './message-operations';

/**
 * The sidebar badge's count, kept live by messageAdded: each new message goes into the cache (its thread, its
 * conversation at the top of the list), and one from someone else, outside the open conversation, is announced as
 * "New message from X" — never with its text. conversationRead keeps "Seen" live the same way, and messageRemoved
 * takes out a message moderators removed.
 */
export function useMessagesLive(): number {
  const { t } = useTranslation('direct-messages');
  const open = useMatch('/dashboard/messages/:conversationId')?.params.conversationId;
  const { data } = useQuery(UnreadMessagesCountDocument);
  useSubscription(MessageAddedDocument, {
    onData: ({ client, data: result }) => {
      const message = result.data?.messageAdded;
      if (!message) return;
      const viewing = message.conversationId === open;
      addMessageToCache(client.cache, message, viewing);
      if (!message.isMine && !viewing)
        toast({ title: t('newMessageFrom', { username: message.sender?.username ?? t('someone') }) });
    },
  });
  // The other participant read a conversation: its otherReadAt lands in the normalized cache, and the open thread
  // shows "Seen" (the server sends it only while both have read receipts on).
  useSubscription(ConversationReadDocument);
  // Moderators removed a message: the open thread and the lists drop it at once. Written by hand (no-cache): the
  // conversation's unread count before the event tells how much the badge loses.
  useSubscription(MessageRemovedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ client, data: result }) => {
      const removed = result.data?.messageRemoved;
      if (removed) removeMessageFromCache(client.cache, removed);
    },
  });
  return data?.unreadMessagesCount ?? 0;
}
