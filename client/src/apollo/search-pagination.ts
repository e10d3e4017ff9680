import type { FieldPolicy } from '@apollo/client/cache';

interface Page {
  edges?: unknown[];
}
type Results = Record<string, unknown> & { people?: Page; posts?: Page; hashtags?: Page };

const LIST_OF_KIND: Record<string, 'people' | 'posts' | 'hashtags'> = {
  PEOPLE: 'people',
  POSTS: 'posts',
  HASHTAGS: 'hashtags',
};

/**
 * search(query, kind, first, after): one entry per query and kind. A page after a cursor (one kind only: the server
 * refuses a cursor with ALL) extends that kind's list; the other kinds keep what they had.
 */
export const searchPagination: FieldPolicy<Results> = {
  keyArgs: ['query', 'kind'],
  merge(existing, incoming, { args }) {
    const list = LIST_OF_KIND[String(args?.kind)];
    if (!existing || !args?.after || !list) return incoming;
    const before = existing[list]?.edges ?? [];
    const page = incoming[list];
    return { ...existing, [list]: { ...page, edges: [...before, ...(page?.edges ?? [])] } };
  },
};
