import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { toast } from '@/ui/use-toast';
import { addMessageToCache } from './message-cache';
import { MessageAddedDocument, UnreadMessagesCountDocument } from './message-operations';

/**
 * The sidebar badge's count, kept live by messageAdded: each new message goes into the cache (its thread, its
 * conversation at the top of the list), and one from someone else, outside the open conversation, is announced as
 * "New message from X" — never with its text.
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
  return data?.unreadMessagesCount ?? 0;
}
