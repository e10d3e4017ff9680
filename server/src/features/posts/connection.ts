import { LIMITS, CONTENT_MESSAGES } from '@kuza/common';
import { badInput } from '../../graphql/errors';
import type { Post } from './post.entity';
import type { PostConnection } from './post.types';

/** `first` checked against the spec's page size limit. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? LIMITS.pageSizeDefault;
  if (!Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax) throw badInput('first', CONTENT_MESSAGES.pageSizeRange);
  return size;
}

/** A connection from up to `first + 1` rows: the extra row only says there is a next page. */
export function toConnection(rows: Post[], first: number, cursorOf: (post: Post) => string): PostConnection {
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

export const emptyConnection = (message: string | null = null): PostConnection => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
  message,
});
