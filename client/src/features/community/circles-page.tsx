import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { CircleCard } from './circle-card';
import { CirclesPageDocument } from './circle-operations';
import { CreateCircleButton } from './create-circle-dialog';

export const CIRCLES_PAGE_SIZE = 20;

/**
 * /dashboard/circles: every circle, newest first, with its members, posts, private flag and what the viewer is to
 * it (spec §3). Until anyone creates one, the screen says so and offers to create the first.
 */
export function CirclesPage() {
  const { t } = useTranslation('community');
  const { data, loading, error, fetchMore } = useQuery(CirclesPageDocument, {
    variables: { first: CIRCLES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const circles = data?.circles.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.circles.pageInfo);
  return (
    <section aria-labelledby="circles-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="circles-title" title={t('circles.title')} subtitle={t('circles.subtitle')} />
      <CreateCircleButton />
      {loading && !data ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : error && !data ? (
        <p className="text-destructive">{t('circles.loadFailed')}</p>
      ) : circles.length === 0 ? (
        <p className="text-muted-foreground" data-testid="circles-empty">
          {t('circles.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('circles.title')}>
          {circles.map((circle) => (
            <CircleCard key={circle.id} circle={circle} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          {t('circles.loadMore')}
        </Button>
      )}
    </section>
  );
}
