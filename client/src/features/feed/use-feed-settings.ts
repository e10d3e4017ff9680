import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '@kuza/common';
import type { FeedFilter } from '@/gql/graphql';
import { FEED_FILTERS } from './feed-filter-chips';

// The dial asks the server only once it rests, not at every step of a drag.
const DIAL_SETTLE_MS = 300;

function parseEnergy(raw: string | null): number {
  const value = Number(raw);
  const { min, max } = LIMITS.energy;
  return raw !== null && Number.isInteger(value) && value >= min && value <= max ? value : LIMITS.energy.default;
}

function parseFilters(raw: string | null): FeedFilter[] {
  const names = new Set((raw ?? '').split(',').map((name) => name.trim().toUpperCase()));
  return FEED_FILTERS.map((item) => item.filter).filter((filter) => names.has(filter));
}

/**
 * The feed's filters and Energy Dial, kept in the address (?filters=TRENDING,VERIFIED&energy=70) so a reload,
 * a shared link or the other tab shows the same feed. `dial` moves at once; `energy` follows when it rests.
 */
export function useFeedSettings() {
  const [params, setParams] = useSearchParams();
  const energy = parseEnergy(params.get('energy'));
  const filters = useMemo(() => parseFilters(params.get('filters')), [params]);
  const [dial, setDial] = useState(energy);

  const update = useCallback(
    (changes: { energy?: number; filters?: FeedFilter[] }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.energy !== undefined) {
            if (changes.energy === LIMITS.energy.default) next.delete('energy');
            else next.set('energy', String(changes.energy));
          }
          if (changes.filters) {
            if (changes.filters.length === 0) next.delete('filters');
            else next.set('filters', changes.filters.join(','));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (dial === energy) return;
    const timer = setTimeout(() => update({ energy: dial }), DIAL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dial, energy, update]);

  return {
    energy,
    dial,
    setDial,
    filters,
    setFilters: (next: FeedFilter[]) => update({ filters: next }),
  };
}
