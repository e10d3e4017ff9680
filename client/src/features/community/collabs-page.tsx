import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '@/ui/screen-header';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { ReceivedCollabRow, SentCollabRow } from './collab-request-row';
import { CollabsPageDocument, SentCollabRequestsDocument } from './community-operations';

const PAGE_SIZE = 20;

/**
 * /dashboard/collabs: the collab requests the caller received (Accept, Decline, Details; spec §3-§4) and those they
 * sent, with their status. An account with none is told where requests come from.
 */
export function CollabsPage() {
  const { t } = useTranslation('community');
  const { data, loading, error, fetchMore } = useQuery(CollabsPageDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Others change these lists (new requests, answers): each visit shows what is kept, then what the server says.
  // Each list pages on its own (a page of one would reset the other's pages if they shared a query).
  const sentQuery = useQuery(SentCollabRequestsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const received = data?.receivedCollabRequests.edges.map((edge) => edge.node) ?? [];
  const sent = sentQuery.data?.sentCollabRequests.edges.map((edge) => edge.node) ?? [];
  const receivedPages = useLoadMore(fetchMore, data?.receivedCollabRequests.pageInfo);
  const sentPages = useLoadMore(sentQuery.fetchMore, sentQuery.data?.sentCollabRequests.pageInfo);

  return (
    <section aria-labelledby="collabs-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="collabs-title" title={t('collabs.title')} subtitle={t('collabs.subtitle')} />
      {(loading && !data) || (sentQuery.loading && !sentQuery.data) ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : error && !data ? (
        <p className="text-destructive">{t('collabs.loadFailed')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold">{t('collabs.received')}</h2>
            {received.length === 0 ? (
              <p className="text-muted-foreground" data-testid="collabs-empty">
                {t('collabs.empty')}{' '}
                <Link to="/dashboard/discover" className="text-primary underline-offset-4 hover:underline">
                  {t('collabs.findCreators')}
                </Link>
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label={t('collabs.received')}>
                {received.map((request) => (
                  <ReceivedCollabRow key={request.id} request={request} />
                ))}
              </ul>
            )}
            {receivedPages.hasMore && (
              <Button variant="outline" className="self-center" onClick={receivedPages.loadMore}>
                {t('collabs.loadMore')}
              </Button>
            )}
          </div>
          {sent.length > 0 && (
            <div className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold">{t('collabs.sent')}</h2>
              <ul className="flex flex-col gap-3" aria-label={t('collabs.sent')}>
                {sent.map((request) => (
                  <SentCollabRow key={request.id} request={request} />
                ))}
              </ul>
              {sentPages.hasMore && (
                <Button variant="outline" className="self-center" onClick={sentPages.loadMore}>
                  {t('collabs.loadMore')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
