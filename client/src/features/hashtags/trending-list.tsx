import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useTrendingHashtags } from './use-trending-hashtags';

/** The top 10 hashtags by use, live; each opens its posts (?tag=). */
export function TrendingList() {
  const { t, i18n } = useTranslation('hashtags');
  const { hashtags, loading, error, refetch } = useTrendingHashtags();
  const number = new Intl.NumberFormat(i18n.language);
  if (loading) {
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (error && hashtags.length === 0)
    return <LoadError text={t('trendingFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  if (hashtags.length === 0) return <EmptyState icon={TrendingUp} text={t('emptyTrending')} />;
  return (
    <ol aria-label={t('listLabel')} className="flex flex-col gap-2">
      {hashtags.map((hashtag, index) => (
        <li key={hashtag.id}>
          <Link
            to={`/dashboard/trending?tag=${encodeURIComponent(hashtag.tag)}`}
            className="flex items-center gap-4 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors hover:bg-accent"
          >
            <span className="w-6 text-end text-lg font-bold text-muted-foreground tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate font-semibold text-primary" data-testid="trending-tag">
              #{hashtag.tag}
            </span>
            <span className="text-sm text-muted-foreground tabular-nums" data-testid="trending-count">
              {t('usage', { count: hashtag.usageCount, formatted: number.format(hashtag.usageCount) })}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
