import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpressionTracker } from '@/features/location';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { PostCard, type PostCardData } from './post-card';
import { PostSkeletons } from './post-skeleton';
import { useInfiniteScroll } from './use-infinite-scroll';

interface PostListProps {
  posts: readonly PostCardData[];
  /** True while the first page loads: three skeletons show. */
  loading: boolean;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown when there are no posts. */
  empty: ReactNode;
  explained?: boolean;
  /** Every post's explanation starts open (Expert Mode in Feed Preferences). */
  explanationsOpen?: boolean;
  label: string;
  /** Posts that just arrived: badged with `label`, and the first of them is scrolled into view. */
  fresh?: { ids: ReadonlySet<string>; label: string };
}

/** A list of post cards with infinite scroll (and a Load more button), impressions reported as cards are seen. */
export function PostList({
  posts,
  loading,
  hasNextPage,
  loadingMore,
  onLoadMore,
  empty,
  explained,
  explanationsOpen,
  label,
  fresh,
}: PostListProps) {
  const { t } = useTranslation('posts');
  const track = useImpressionTracker();
  const sentinel = useInfiniteScroll(onLoadMore, hasNextPage && !loadingMore);
  const list = useRef<HTMLUListElement>(null);
  const scrolledFor = useRef<PostListProps['fresh']>(undefined);
  // A ranked feed may place a new post below others: bring the first one the reader was told about into view, once.
  useEffect(() => {
    const first = posts.find((post) => fresh?.ids.has(post.id));
    const card = first && list.current?.querySelector(`[data-post-id="${first.id}"]`);
    if (!card || scrolledFor.current === fresh) return;
    scrolledFor.current = fresh;
    card.scrollIntoView?.({ behavior: 'smooth', block: 'center' }); // absent in jsdom
  }, [fresh, posts]);
  if (loading && posts.length === 0) return <PostSkeletons />;
  if (posts.length === 0) return <>{empty}</>;
  // A post written into the cache may also arrive in a later page: show it once.
  const unique = posts.filter((post, index) => posts.findIndex((other) => other.id === post.id) === index);
  return (
    <div className="flex flex-col gap-4">
      <ul ref={list} aria-label={label} className="flex flex-col gap-4">
        {unique.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              explained={explained}
              explanationOpen={explanationsOpen}
              trackRef={track(post.id)}
              freshLabel={fresh?.ids.has(post.id) ? fresh.label : undefined}
            />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center py-2">
          {loadingMore ? (
            <Spinner label={t('list.loadingMore')} />
          ) : (
            <Button variant="outline" onClick={onLoadMore}>
              {t('list.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
