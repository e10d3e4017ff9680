import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { toast } from '@/ui/use-toast';
import { addMessageToCache } from './message-cache';
import { ConversationReadDocument, MessageAddedDocument, UnreadMessagesCountDocument } from './message-operations';

/**
 * The sidebar badge's count, kept live by messageAdded: each new message goes into the cache (its thread, its
 * conversation at the top of the list), and one from someone else, outside the open conversation, is announced as
 * "New message from X" — never with its text. conversationRead keeps "Seen" live the same way.
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
  return data?.unreadMessagesCount ?? 0;
}
