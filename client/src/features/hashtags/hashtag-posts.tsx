import { useQuery, useSubscription } from '@apollo/client/react';
import { Hash } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { PostList, insertPostIntoLists } from '@/features/posts';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
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
  const endCursor = connection?.pageInfo.endCursor;
  const loadMore = useCallback(() => {
    if (endCursor) void fetchMore({ variables: { after: endCursor } });
  }, [endCursor, fetchMore]);

  if (error && !connection) return <LoadError text={t('postsFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  return (
    <PostList
      label={label}
      posts={connection?.edges.map((edge) => edge.node) ?? []}
      loading={loading && !connection}
      loadingMore={loading && !!connection}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      onLoadMore={loadMore}
      empty={
        <EmptyState icon={Hash} text={emptyText}>
          {emptyAction}
        </EmptyState>
      }
    />
  );
}
