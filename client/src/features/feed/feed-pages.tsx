import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { FeedMode } from '@/gql/graphql';
import { cn } from '@/lib/utils';
import { FeedView } from './feed-view';

const TABS: ReadonlyArray<{ mode: FeedMode; to: string; key: string }> = [
  { mode: 'MY_FLOW', to: '/dashboard', key: 'tabs.myFlow' },
  { mode: 'FOR_YOU', to: '/dashboard/for-you', key: 'tabs.forYou' },
];

/** My Flow / For You as two links (each its own address), keeping the chosen filters and dial. */
function FeedTabs() {
  const { t } = useTranslation('feed');
  const { search } = useLocation();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="inline-flex h-10 w-fit items-center rounded-lg bg-muted p-1 text-muted-foreground"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.mode}
          to={{ pathname: tab.to, search }}
          end
          className={({ isActive }) =>
            cn(
              'inline-flex h-full items-center rounded-md px-4 text-sm font-medium transition-colors',
              isActive ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
            )
          }
        >
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
}

function FeedScreen({ mode }: { mode: FeedMode }) {
  const { t } = useTranslation('feed');
  const title = mode === 'MY_FLOW' ? t('tabs.myFlow') : t('tabs.forYou');
  return (
    <section aria-labelledby="feed-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="feed-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <FeedTabs />
      </header>
      <FeedView mode={mode} label={title} />
    </section>
  );
}

/** /dashboard: creators the viewer follows, and their own posts. */
export function MyFlowPage() {
  return <FeedScreen mode="MY_FLOW" />;
}

/** /dashboard/for-you: everyone's posts, ranked by the dial. */
export function ForYouPage() {
  return <FeedScreen mode="FOR_YOU" />;
}

function FilteredFeedScreen({
  filter,
  titleKey,
  textKey,
}: {
  filter: 'NEARBY' | 'VERIFIED';
  titleKey: string;
  textKey: string;
}) {
  const { t } = useTranslation('feed');
  return (
    <section aria-labelledby="feed-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id="feed-title" className="text-3xl font-bold tracking-tight">
          {t(titleKey)}
        </h1>
        <p className="text-muted-foreground">{t(textKey)}</p>
      </header>
      <FeedView mode="FOR_YOU" fixedFilters={[filter]} label={t(titleKey)} />
    </section>
  );
}

/** /dashboard/nearby: the feed with the Nearby filter (creators in the viewer's country). */
export function NearbyPage() {
  return <FilteredFeedScreen filter="NEARBY" titleKey="nearby.title" textKey="nearby.text" />;
}

/** /dashboard/verified: the feed with the Verified filter. */
export function VerifiedPage() {
  return <FilteredFeedScreen filter="VERIFIED" titleKey="verified.title" textKey="verified.text" />;
}
