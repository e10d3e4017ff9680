import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoadMore } from '@/lib/use-load-more';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Input } from '@/ui/input';
import { PublicSearchDocument } from './search-page-operations';
import { PublicPostResults, publicProfileHref, publicTagHref } from './public-search-results';
import { SearchView } from './search-view';
import { useSearchAddress } from './use-search-params';

/** /search?q= on the public site: the same search, public content only (the server decides what that is). */
export function PublicSearchPage() {
  const { t } = useTranslation('search');
  const id = useId();
  const messages = useServerMessage();
  const navigate = useNavigate();
  const { query, kind, first, invalid, setKind } = useSearchAddress();
  usePageTitle(query ? t('title', { query }) : t('pageTitle'));
  const { data, loading, error, refetch, fetchMore } = useQuery(PublicSearchDocument, {
    variables: { query, kind, first },
    skip: invalid !== null,
    notifyOnNetworkStatusChange: true,
  });
  const results = data?.search;
  const list = kind === 'PEOPLE' ? results?.people : kind === 'HASHTAGS' ? results?.hashtags : results?.posts;
  const { hasMore, loadingMore, loadMore } = useLoadMore(fetchMore, kind === 'ALL' ? null : list?.pageInfo);
  const posts = results?.posts.edges.map((edge) => edge.node) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          navigate(`/search?q=${encodeURIComponent(String(text ?? '').trim())}`);
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('searchLabel')}
        </label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={query}
          key={query}
          placeholder={t('placeholder')}
          maxLength={200}
        />
        <Button type="submit">
          <Search aria-hidden />
          {t('submit')}
        </Button>
      </form>
      {invalid ? (
        <EmptyState icon={Search} text={messages.text(invalid)} />
      ) : (
        <SearchView
          query={query}
          kind={kind}
          onKind={setKind}
          people={results?.people.edges.map((edge) => edge.node) ?? []}
          hashtags={results?.hashtags.edges.map((edge) => edge.node) ?? []}
          postCount={posts.length}
          posts={<PublicPostResults posts={posts} />}
          loading={loading && !results}
          error={
            error && !results
              ? { text: messages.fromError(error, t('failed')), onRetry: () => void refetch() }
              : undefined
          }
          more={{ hasMore, loading: loadingMore, onLoadMore: loadMore }}
          personHref={publicProfileHref}
          tagHref={publicTagHref}
        />
      )}
    </div>
  );
}
