// Search (issue 32): the rules of a search query, for the server's errors and the client's search boxes.
import { LIMITS } from './limits';
import { fillCatalog } from './message-template';

/** What one search looks through: everything, or people, posts or hashtags alone. */
export const SEARCH_KINDS = ['ALL', 'PEOPLE', 'POSTS', 'HASHTAGS'] as const;
export type SearchKindName = (typeof SEARCH_KINDS)[number];

export const SEARCH_TEMPLATES = {
  searchQueryRequired: 'Type something to search for.',
  searchQueryTooLong: 'Searches can be at most {{searchMax}} characters.',
  searchCursorNeedsKind: 'Load more needs one kind of result: people, posts or hashtags.',
} as const;

export const SEARCH_PARAMS = {
  searchQueryTooLong: { searchMax: LIMITS.searchQueryMaxLength },
} as const;

export const SEARCH_MESSAGES = /*#__PURE__*/ fillCatalog(SEARCH_TEMPLATES, SEARCH_PARAMS);
export type SearchMessageId = keyof typeof SEARCH_MESSAGES;
