import { useQuery } from '@apollo/client/react';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { PostList } from '@/features/posts';
import { useLoadMore } from '@/lib/use-load-more';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { SavedPageDocument } from './bookmark-operations';

/** /dashboard/saved: the posts the reader saved, newest saved first; only they see it. */
export function SavedPage() {
  const { t } = useTranslation('bookmarks');
  const { data, loading, error, refetch, fetchMore } = useQuery(SavedPageDocument, {
    variables: { first: LIMITS.pageSizeDefault },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.bookmarks;
  const { hasMore, loadMore } = useLoadMore(fetchMore, connection?.pageInfo);
  return (
    <section aria-labelledby="saved-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id="saved-title" className="text-3xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      {error && !connection ? (
        <LoadError text={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : (
        <PostList
          label={t('title')}
          posts={connection?.edges.map((edge) => edge.node) ?? []}
          loading={loading && !connection}
          loadingMore={loading && !!connection}
          hasNextPage={hasMore}
          onLoadMore={loadMore}
          empty={<EmptyState icon={Bookmark} text={t('empty')} />}
        />
      )}
    </section>
  );
}
