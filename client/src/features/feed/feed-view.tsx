import { Inbox, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PreciseLocationButton } from '@/features/location';
import { useAccountSettings } from '@/features/settings';
import { PostList } from '@/features/posts';
import { EmptyState } from '@/ui/empty-state';
import type { FeedFilter, FeedMode } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { EnergyDial } from './energy-dial';
import { FeedFilterChips } from './feed-filter-chips';
import { NewPostsPill } from './new-posts-pill';
import { useFeed } from './use-feed';
import { useFeedSettings } from './use-feed-settings';

interface FeedViewProps {
  mode: FeedMode;
  /** Pages that are one filter (Nearby, Verified Voices) fix it and hide the chips. */
  fixedFilters?: FeedFilter[];
  label: string;
}

/** The ranked feed with its chips, Energy Dial, "New posts" pill and explained post cards. */
export function FeedView({ mode, fixedFilters, label }: FeedViewProps) {
  const { t } = useTranslation('feed');
  const { text } = useServerMessage();
  const settings = useFeedSettings();
  const filters = fixedFilters ?? settings.filters;
  const feed = useFeed(mode, filters, settings.energy);
  const algorithm = useAccountSettings().settings?.feedAlgorithm;
  const chronological = algorithm === 'chrono';
  // The posts "New posts" announced, marked in the reloaded feed (until the next reload or another pill).
  const [fresh, setFresh] = useState<{ ids: ReadonlySet<string>; label: string }>();
  const showArrived = async (ids: readonly string[]) => {
    setFresh(undefined);
    await feed.reload();
    setFresh({ ids: new Set(ids), label: t('fresh') });
  };

  const empty = feed.message ? (
    <EmptyState
      icon={filters.includes('NEARBY') ? MapPin : Inbox}
      text={filters.includes('PAID') ? text('content.paidUnavailable') : feed.message}
    >
      {filters.includes('NEARBY') && (
        <div className="flex flex-wrap justify-center gap-2">
          <PreciseLocationButton />
          <Button variant="ghost" onClick={() => void feed.reload()}>
            {t('retry')}
          </Button>
        </div>
      )}
    </EmptyState>
  ) : feed.error ? (
    <EmptyState icon={Inbox} text={t('error')}>
      <Button variant="outline" onClick={() => void feed.reload()}>
        {t('retry')}
      </Button>
    </EmptyState>
  ) : filters.includes('NEARBY') ? (
    // Nearby lists only creators who show their location (Privacy & Safety), so posting would not fill it.
    <EmptyState icon={MapPin} text={t('empty.nearby')}>
      <Button asChild variant="outline">
        <Link to="/dashboard/privacy">{t('empty.privacy')}</Link>
      </Button>
    </EmptyState>
  ) : (
    <EmptyState icon={Inbox} text={mode === 'MY_FLOW' && filters.length === 0 ? t('empty.myFlow') : t('empty.other')}>
      <div className="flex flex-wrap justify-center gap-2">
        {mode === 'MY_FLOW' && (
          <Button asChild variant="outline">
            <Link to="/dashboard/for-you">{t('empty.explore')}</Link>
          </Button>
        )}
        <Button asChild>
          <Link to="/dashboard/create">{t('empty.create')}</Link>
        </Button>
      </div>
    </EmptyState>
  );

  return (
    <div className="flex flex-col gap-4">
      {!fixedFilters && <FeedFilterChips selected={settings.filters} onChange={settings.setFilters} />}
      <EnergyDial value={settings.dial} onChange={settings.setDial} chronological={chronological} />
      <NewPostsPill mode={mode} filters={filters} onShow={showArrived} />
      <PostList
        label={label}
        posts={feed.posts}
        loading={feed.loading}
        loadingMore={feed.loadingMore}
        hasNextPage={feed.hasNextPage}
        onLoadMore={feed.loadMore}
        empty={empty}
        explained
        // Expert Mode: every post's factors, weights and score in view without a tap.
        explanationsOpen={algorithm === 'expert'}
        fresh={fresh}
      />
    </div>
  );
}
