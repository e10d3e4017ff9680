// The zod schema of search-rules.ts, in a module of its own (as circle-schemas.ts): a screen that only shows the
// messages does not download zod.
import { z } from 'zod';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

const M = {
  searchQueryRequired: 'search.searchQueryRequired',
  searchQueryTooLong: 'search.searchQueryTooLong',
} as const satisfies Record<string, MessageId>;

/** A search: trimmed, required, at most LIMITS.searchQueryMaxLength characters. */
export const searchQuerySchema = z.object({
  query: z
    .string({ error: M.searchQueryRequired })
    .trim()
    .min(1, { error: M.searchQueryRequired })
    .max(LIMITS.searchQueryMaxLength, { error: M.searchQueryTooLong }),
});
export type SearchQueryInput = z.output<typeof searchQuerySchema>;
