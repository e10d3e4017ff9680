import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchKindName } from '@kuza/common';
import type { SearchHashtag_HashtagFragment, SearchPerson_ProfileFragment } from '@/gql/graphql';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Tabs, TabsList, TabsTrigger } from '@/ui/tabs';
import { Button } from '@/ui/button';
import { HashtagResults, LoadMore, PeopleResults } from './search-lists';

export interface SearchViewProps {
  query: string;
  kind: SearchKindName;
  onKind: (kind: SearchKindName) => void;
  people: readonly SearchPerson_ProfileFragment[];
  hashtags: readonly SearchHashtag_HashtagFragment[];
  postCount: number;
  /** The posts found, as the page shows them. */
  posts: ReactNode;
  loading: boolean;
  /** Why the search could not run (a message of the server, or a failure), with Try again. */
  error?: { text: string; onRetry?: () => void };
  /** Load more under a kind's own tab; absent when the posts list pages itself. */
  more?: { hasMore: boolean; loading: boolean; onLoadMore: () => void };
  personHref: (username: string) => string;
  tagHref: (tag: string) => string;
}

const TABS: readonly SearchKindName[] = ['ALL', 'PEOPLE', 'POSTS', 'HASHTAGS'];

/** A search's results in tabs (All, People, Posts, Hashtags), with Load more under a kind's own tab. */
export function SearchView(props: SearchViewProps) {
  const { t } = useTranslation('search');
  const { kind, people, hashtags, postCount, loading, error } = props;
  const nothing = people.length === 0 && hashtags.length === 0 && postCount === 0;
  const section = (of: SearchKindName, title: string, count: number, list: ReactNode) =>
    count > 0 && (
      <section aria-label={title} className="flex flex-col gap-3">
        {kind === 'ALL' && (
          <header className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">{title}</h2>
            <Button variant="link" onClick={() => props.onKind(of)}>
              {t('seeAll')}
            </Button>
          </header>
        )}
        {list}
      </section>
    );

  let body: ReactNode;
  if (error) body = <LoadError text={error.text} retryLabel={t('retry')} onRetry={error.onRetry ?? (() => {})} />;
  else if (loading) body = <p role="status">{t('searching')}</p>;
  else if (nothing) body = <EmptyState icon={SearchX} text={t(`empty.${kind}`, { query: props.query })} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        {(kind === 'ALL' || kind === 'PEOPLE') &&
          section(
            'PEOPLE',
            t('tabs.people'),
            people.length,
            <PeopleResults people={people} hrefOf={props.personHref} />,
          )}
        {(kind === 'ALL' || kind === 'POSTS') && section('POSTS', t('tabs.posts'), postCount, props.posts)}
        {(kind === 'ALL' || kind === 'HASHTAGS') &&
          section(
            'HASHTAGS',
            t('tabs.hashtags'),
            hashtags.length,
            <HashtagResults hashtags={hashtags} hrefOf={props.tagHref} />,
          )}
        {kind !== 'ALL' && props.more && <LoadMore {...props.more} />}
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight break-words">{t('title', { query: props.query })}</h1>
      <Tabs value={kind} onValueChange={(value) => props.onKind(value as SearchKindName)}>
        <TabsList aria-label={t('tabsLabel')}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab === 'ALL' ? 'all' : tab.toLowerCase()}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {body}
    </div>
  );
}
