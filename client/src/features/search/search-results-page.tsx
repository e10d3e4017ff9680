import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PostList } from '@/features/posts';
import { hashtagHref, profileHref } from '@/lib/content-links';
import { useLoadMore } from '@/lib/use-load-more';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerMessage } from '@/lib/server-message';
import { EmptyState } from '@/ui/empty-state';
import { SearchPageDocument } from './search-page-operations';
import { SearchView } from './search-view';
import { useSearchAddress } from './use-search-params';

/** /dashboard/search?q= (issue 32): what the top bar's search found, in tabs People, Posts and Hashtags. */
export function SearchResultsPage() {
  const { t } = useTranslation('search');
  const messages = useServerMessage();
  const { query, kind, first, invalid, setKind } = useSearchAddress();
  usePageTitle(query ? t('title', { query }) : t('pageTitle'));
  const { data, loading, error, refetch, fetchMore } = useQuery(SearchPageDocument, {
    variables: { query, kind, first },
    skip: invalid !== null,
    notifyOnNetworkStatusChange: true,
  });
  const results = data?.search;
  const list = kind === 'PEOPLE' ? results?.people : kind === 'HASHTAGS' ? results?.hashtags : results?.posts;
  const { hasMore, loadingMore, loadMore } = useLoadMore(fetchMore, kind === 'ALL' ? null : list?.pageInfo);

  if (invalid) return <EmptyState icon={Search} text={messages.text(invalid)} />;
  const posts = results?.posts.edges.map((edge) => edge.node) ?? [];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <SearchView
        query={query}
        kind={kind}
        onKind={setKind}
        people={results?.people.edges.map((edge) => edge.node) ?? []}
        hashtags={results?.hashtags.edges.map((edge) => edge.node) ?? []}
        postCount={posts.length}
        posts={
          <PostList
            label={t('tabs.posts')}
            posts={posts}
            loading={false}
            loadingMore={kind === 'POSTS' && loadingMore}
            hasNextPage={kind === 'POSTS' && hasMore}
            onLoadMore={loadMore}
            empty={null}
          />
        }
        loading={loading && !results}
        error={
          error && !results
            ? { text: messages.fromError(error, t('failed')), onRetry: () => void refetch() }
            : undefined
        }
        more={kind === 'POSTS' ? undefined : { hasMore, loading: loadingMore, onLoadMore: loadMore }}
        personHref={profileHref}
        tagHref={hashtagHref}
      />
    </div>
  );
}
