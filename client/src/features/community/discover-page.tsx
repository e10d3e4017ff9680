import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { ScreenHeader } from '@/ui/screen-header';
import { useToggleFollow } from '@/features/profiles';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/use-toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLoadMore } from '@/lib/use-load-more';
import { DiscoverCreatorsDocument } from './community-operations';
import { CreatorCard, type DiscoveredCreator } from './creator-card';

const PAGE_SIZE = 20;
// The list asks the server once typing pauses, not on every key.
const SEARCH_SETTLE_MS = 300;

/** /dashboard/discover: collaborator discovery over Kuza's real creators, searchable, with Follow buttons. */
export function DiscoverPage() {
  const { t } = useTranslation('community');
  const { fromError } = useServerMessage();
  const { user } = useAuth();
  const toggleFollow = useToggleFollow();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_SETTLE_MS);

  const query = useQuery(DiscoverCreatorsDocument, {
    variables: { search: search || null, first: PAGE_SIZE },
  });
  const { loading, error, fetchMore } = query;
  // The last list stays while a new search loads, so a card (and a dialog opened from it) is not swept away.
  const data = query.data ?? query.previousData;
  const creators = (data?.profiles.edges ?? []).map((edge) => edge.node).filter((creator) => creator.id !== user?.id);
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.profiles.pageInfo);

  const onToggleFollow = (creator: DiscoveredCreator) =>
    toggleFollow(creator).catch((failure: unknown) =>
      toast({
        title: t('discover.followFailed'),
        description: fromError(failure) ?? (failure instanceof Error ? failure.message : undefined),
        variant: 'destructive',
      }),
    );

  return (
    <section aria-labelledby="discover-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="discover-title" title={t('discover.title')} subtitle={t('discover.subtitle')} />
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('discover.search')}
          placeholder={t('discover.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="ps-9"
        />
      </div>
      {loading && !data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : error && !data ? (
        <p className="text-destructive">{t('discover.loadFailed')}</p>
      ) : creators.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">
          {search ? t('discover.emptySearch', { search }) : t('discover.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('discover.title')}>
          {creators.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} onToggleFollow={(c) => void onToggleFollow(c)} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          {t('discover.loadMore')}
        </Button>
      )}
    </section>
  );
}
