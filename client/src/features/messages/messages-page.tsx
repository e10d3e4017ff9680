import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLoadMore } from '@/lib/use-load-more';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { ScreenHeader } from '@/ui/screen-header';
import { Switch } from '@/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessagesInboxDocument, UpdateMessageSettingsDocument } from './message-operations';
import { MessageThread } from './message-thread';

/**
 * Messages: the caller's conversations and message requests beside the open conversation
 * (/dashboard/messages/:conversationId), or a new one with `?to=username` (a profile's Message button).
 */
export function MessagesPage() {
  const { t } = useTranslation('direct-messages');
  usePageTitle(t('title'));
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = search.get('to');
  const { data, fetchMore } = useQuery(MessagesInboxDocument, { variables: { first: 30 } });
  // Past the first 30 conversations: the next ones, appended by the cache's field policy (apollo/cache.ts).
  const { hasMore, loadingMore, loadMore } = useLoadMore(fetchMore, data?.conversations.pageInfo);
  const [updateSettings] = useMutation(UpdateMessageSettingsDocument);
  const conversations = data?.conversations.edges.map((edge) => edge.node) ?? [];
  const requests = data?.messageRequests.edges.map((edge) => edge.node) ?? [];
  const requestsUnread = data?.unreadMessageRequestsCount ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader id="messages-title" title={t('title')} subtitle={t('subtitle')}>
        {data && (
          <div className="flex items-center gap-2">
            <Switch
              id="read-receipts"
              checked={data.messageSettings.readReceipts}
              onCheckedChange={(readReceipts) => void updateSettings({ variables: { readReceipts } })}
            />
            <Label htmlFor="read-receipts">{t('readReceipts')}</Label>
          </div>
        )}
      </ScreenHeader>
      <div className="grid min-h-[60vh] overflow-hidden rounded-lg border md:grid-cols-[18rem_1fr]">
        <Tabs defaultValue="inbox" className="border-e">
          <TabsList className="m-2">
            <TabsTrigger value="inbox">{t('inbox')}</TabsTrigger>
            <TabsTrigger value="requests">
              {requestsUnread > 0 ? t('requestsCount', { count: requestsUnread }) : t('requests')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="inbox">
            <ConversationList conversations={conversations} />
            {hasMore && (
              <Button variant="ghost" className="m-2" disabled={loadingMore} onClick={loadMore}>
                {t('loadMore')}
              </Button>
            )}
          </TabsContent>
          <TabsContent value="requests">
            <p className="px-3 text-xs text-muted-foreground">{t('requestsHint')}</p>
            <ConversationList conversations={requests} />
          </TabsContent>
        </Tabs>
        <div className="flex min-h-0 flex-col">
          {conversationId ? (
            <MessageThread key={conversationId} conversationId={conversationId} />
          ) : to ? (
            <section className="flex h-full flex-col">
              <h2 className="border-b p-3 font-semibold">{t('newTo', { username: to })}</h2>
              <div className="flex-1" />
              <MessageComposer
                target={{ toUsername: to }}
                onSent={(id) => void navigate(`/dashboard/messages/${id}`, { replace: true })}
              />
            </section>
          ) : (
            <p className="m-auto p-6 text-muted-foreground">{t('pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
