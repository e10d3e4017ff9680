import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { TopBarSearchDocument } from './search-operations';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 250;
export const RESULTS_PER_KIND = 5;

export type SearchOption =
  | { kind: 'user'; id: string; username: string; avatarUrl: string | null; isVerified: boolean; href: string }
  | { kind: 'hashtag'; id: string; tag: string; usageCount: number; href: string };

/** What the top bar finds for `text`: matching users, then hashtags, each with the page it opens. */
export function useTopBarSearch(text: string) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(TopBarSearchDocument, {
    variables: { query, first: RESULTS_PER_KIND },
    skip: query === '',
  });
  const shown = data ?? previousData;
  const options = useMemo<SearchOption[]>(() => {
    if (!shown || query === '') return [];
    const users: SearchOption[] = shown.profiles.edges.slice(0, RESULTS_PER_KIND).map(({ node }) => ({
      kind: 'user',
      id: node.id,
      username: node.username,
      avatarUrl: node.avatarUrl ?? null,
      isVerified: node.isVerified,
      href: `/dashboard/u/${encodeURIComponent(node.username)}`,
    }));
    const hashtags: SearchOption[] = shown.searchHashtags.map((hashtag) => ({
      kind: 'hashtag',
      id: hashtag.id,
      tag: hashtag.tag,
      usageCount: hashtag.usageCount,
      href: `/dashboard/hashtag/${encodeURIComponent(hashtag.tag)}`,
    }));
    return [...users, ...hashtags];
  }, [shown, query]);
  const settled = query === text.trim() && !loading;
  return { query, options, searching: !settled && text.trim() !== '', error: settled ? error : undefined };
}
