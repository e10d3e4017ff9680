import { BadgeCheck, CircleDollarSign, Globe, MapPin, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedFilter } from '@/gql/graphql';
import { cn } from '@/lib/utils';

// Spec §2.3, in order: Trending, Nearby, Global, Verified, Paid Posts.
export const FEED_FILTERS: ReadonlyArray<{ filter: FeedFilter; key: string; icon: LucideIcon }> = [
  { filter: 'TRENDING', key: 'filters.trending', icon: TrendingUp },
  { filter: 'NEARBY', key: 'filters.nearby', icon: MapPin },
  { filter: 'GLOBAL', key: 'filters.global', icon: Globe },
  { filter: 'VERIFIED', key: 'filters.verified', icon: BadgeCheck },
  { filter: 'PAID', key: 'filters.paid', icon: CircleDollarSign },
];

// Nearby and Global exclude each other: choosing one lets go of the other.
const EXCLUSIVE: Partial<Record<FeedFilter, FeedFilter>> = { NEARBY: 'GLOBAL', GLOBAL: 'NEARBY' };

/** The selected filters after a chip is pressed, in a stable order (the feed's cache key). */
export function toggleFilter(selected: readonly FeedFilter[], filter: FeedFilter): FeedFilter[] {
  const next = selected.includes(filter)
    ? selected.filter((item) => item !== filter)
    : [...selected.filter((item) => item !== EXCLUSIVE[filter]), filter];
  return FEED_FILTERS.map((item) => item.filter).filter((item) => next.includes(item));
}

interface FeedFilterChipsProps {
  selected: readonly FeedFilter[];
  onChange: (filters: FeedFilter[]) => void;
}

/** Toggle chips that narrow the feed; several may be on at once. */
export function FeedFilterChips({ selected, onChange }: FeedFilterChipsProps) {
  const { t } = useTranslation('feed');
  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-2">
      {FEED_FILTERS.map(({ filter, key, icon: Icon }) => {
        const active = selected.includes(filter);
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(toggleFilter(selected, filter))}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {t(key)}
          </button>
        );
      })}
    </div>
  );
}
