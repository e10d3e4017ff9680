import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoadMore } from '@/lib/use-load-more';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { PageSpinner } from '@/ui/page-spinner';
import { toast } from '@/ui/use-toast';
import { moveRequestToInbox, removeDeclinedRequest, subtractUnread } from './message-cache';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import {
  AcceptMessageRequestDocument,
  DeclineMessageRequestDocument,
  MarkConversationReadDocument,
  MessageThreadDocument,
} from './message-operations';

const PAGE = 20;

/** One conversation: newest at the bottom, "Load earlier" at the top, read as soon as it shows, and the composer. */
export function MessageThread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('direct-messages');
  const { data, loading, fetchMore } = useQuery(MessageThreadDocument, {
    variables: { conversationId, first: PAGE },
  });
  const { loadMore, hasMore, loadingMore } = useLoadMore(fetchMore, data?.messages.pageInfo);
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [accept] = useMutation(AcceptMessageRequestDocument, {
    update: (cache) => moveRequestToInbox(cache, conversationId),
  });
  const conversation = data?.conversation;
  const edges = data?.messages.edges ?? [];
  const newest = edges[0]?.node.id;

  const unread = conversation?.unreadCount ?? 0;
  const navigate = useNavigate();
  const { fromError } = useServerMessage();
  const [decline, { loading: declining }] = useMutation(DeclineMessageRequestDocument, {
    update: (cache) => removeDeclinedRequest(cache, conversationId, unread),
  });
  const onDecline = async () => {
    try {
      await decline({ variables: { id: conversationId } });
      toast({ title: t('declined') });
      void navigate('/dashboard/messages', { replace: true });
    } catch (failure) {
      toast({ title: t('declineFailed'), description: fromError(failure, ''), variant: 'destructive' });
    }
  };

  // Read on opening, and again as each message arrives while it is open (its conversation then counts it unread).
  const isRequest = conversation?.isRequest ?? false;
  useEffect(() => {
    if (!newest || unread === 0) return;
    void markRead({
      variables: { id: conversationId },
      update: (cache) => subtractUnread(cache, unread, isRequest),
    }).catch(() => undefined);
  }, [newest, unread, isRequest, conversationId, markRead]);

  if (loading && !data) return <PageSpinner />;
  if (!conversation) return <p className="p-6 text-muted-foreground">{t('notFound')}</p>;
  // "Seen" under the caller's latest message the other participant has read (only when both share receipts): as the
  // thread was read, or since then as conversationRead moved the conversation's otherReadAt (use-messages-live.ts).
  const readAt = conversation.otherReadAt ? Date.parse(conversation.otherReadAt) : null;
  const seenId = edges.find(
    ({ node }) => node.isMine && (node.seen || (readAt !== null && Date.parse(node.createdAt) <= readAt)),
  )?.node.id;

  return (
    <section aria-label={t('threadWith', { username: conversation.other?.username })} className="flex h-full flex-col">
      <header className="flex items-center gap-2 border-b p-3">
        <h2 className="font-semibold">@{conversation.other?.username}</h2>
        {conversation.isRequest && (
          <div className="ms-auto flex gap-2">
            <Button size="sm" variant="outline" disabled={declining} onClick={() => void onDecline()}>
              {t('decline')}
            </Button>
            <Button size="sm" onClick={() => void accept({ variables: { id: conversationId } })}>
              {t('accept')}
            </Button>
          </div>
        )}
      </header>
      {conversation.declined && <p className="border-b p-3 text-sm text-muted-foreground">{t('declinedNote')}</p>}
      <div className="flex-1 overflow-y-auto p-3">
        {hasMore && (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" onClick={loadMore} disabled={loadingMore}>
              {t('loadEarlier')}
            </Button>
          </div>
        )}
        <ol className="flex flex-col gap-3" data-testid="message-thread">
          {[...edges].reverse().map((edge) => (
            <MessageBubble key={edge.node.id} message={edge.node} showSeen={edge.node.id === seenId} />
          ))}
        </ol>
      </div>
      <MessageComposer target={{ conversationId }} />
    </section>
  );
}
