import { useQuery, useSubscription } from '@apollo/client/react';
import { Hash } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { PostList, insertPostIntoLists } from '@/features/posts';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useLoadMore } from '@/lib/use-load-more';
import { HashtagNewPostsDocument, HashtagPostsDocument } from './hashtag-operations';

interface HashtagPostsProps {
  /** Lowercase, without the #. */
  tag: string;
  emptyText: string;
  emptyAction?: ReactNode;
  label: string;
}

/** A tag's posts, newest first, with infinite scroll; posts made meanwhile appear at the top live. */
export function HashtagPosts({ tag, emptyText, emptyAction, label }: HashtagPostsProps) {
  const { t } = useTranslation('hashtags');
  const { data, loading, error, refetch, fetchMore } = useQuery(HashtagPostsDocument, {
    variables: { tag, first: LIMITS.pageSizeDefault },
    notifyOnNetworkStatusChange: true,
  });
  useSubscription(HashtagNewPostsDocument, {
    variables: { tag },
    onData: ({ client, data: event }) => {
      if (event.data) insertPostIntoLists(client.cache, event.data.postCreated);
    },
  });
  const connection = data?.postsByHashtag;
  const { hasMore, loadMore } = useLoadMore(fetchMore, connection?.pageInfo);

  if (error && !connection)
    return <LoadError text={t('postsFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  return (
    <PostList
      label={label}
      posts={connection?.edges.map((edge) => edge.node) ?? []}
      loading={loading && !connection}
      loadingMore={loading && !!connection}
      hasNextPage={hasMore}
      onLoadMore={loadMore}
      empty={
        <EmptyState icon={Hash} text={emptyText}>
          {emptyAction}
        </EmptyState>
      }
    />
  );
}
