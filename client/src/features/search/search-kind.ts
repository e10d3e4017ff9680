import { SEARCH_KINDS, type SearchKindName } from '@kuza/common';

/** The tab of a results page, from its `tab` parameter (All when missing or unknown). */
export const kindOf = (tab: string | null): SearchKindName =>
  SEARCH_KINDS.find((kind) => kind.toLowerCase() === tab) ?? 'ALL';

/** How many of each kind the All tab shows; a kind's own tab shows a full page. */
export const ALL_TAB_PER_KIND = 5;
