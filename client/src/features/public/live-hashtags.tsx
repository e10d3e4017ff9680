import { useQuery } from '@apollo/client/react';
import { Hash } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { publicTagPath } from '@kuza/common';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { compactNumber } from './compact-number';
import { ExplorePageDocument, ExploreTrendingDocument } from './explore-operations';

/** The top 10 hashtags from the API, kept current by the trending subscription. */
export function LiveHashtags() {
  const { t, i18n } = useTranslation('site');
  const { data, loading, error, refetch, subscribeToMore } = useQuery(ExplorePageDocument);

  useEffect(
    () =>
      subscribeToMore({
        document: ExploreTrendingDocument,
        updateQuery: (_previous, { subscriptionData }) => ({
          trendingHashtags: subscriptionData.data.trendingHashtagsUpdated,
        }),
      }),
    [subscribeToMore],
  );

  const hashtags = data?.trendingHashtags ?? [];
  return (
    <section aria-labelledby="hashtags-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="mb-6 flex items-center gap-3">
        <h2 id="hashtags-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('explore.hashtagsTitle')}
        </h2>
        <Badge variant="destructive" className="gap-1.5 uppercase">
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-current" />
          {t('explore.live')}
        </Badge>
      </div>
      {loading && !data ? (
        <div className="flex flex-wrap gap-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-32 rounded-full" />
          ))}
        </div>
      ) : error && !data ? (
        <div role="alert" className="flex items-center gap-3 text-muted-foreground">
          {t('explore.hashtagsError')}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('explore.retry')}
          </Button>
        </div>
      ) : hashtags.length === 0 ? (
        <p className="text-muted-foreground">{t('explore.hashtagsEmpty')}</p>
      ) : (
        <ol className="flex flex-wrap gap-3">
          {hashtags.map((hashtag) => (
            <li key={hashtag.id}>
              <Link
                to={publicTagPath(hashtag.tag)}
                className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 shadow-xs transition-colors hover:bg-accent"
              >
                <Hash className="size-4 text-primary" aria-hidden />
                <span className="font-medium">{hashtag.tag}</span>
                <span className="text-sm text-muted-foreground">
                  {t('explore.posts', {
                    count: hashtag.usageCount,
                    value: compactNumber(i18n.language, hashtag.usageCount),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
