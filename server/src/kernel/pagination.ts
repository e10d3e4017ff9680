import { LIMITS } from '@kuza/common';
import { badInput } from '../graphql/errors';

/** `first` checked against the spec's page size limit. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? LIMITS.pageSizeDefault;
  if (!Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax)
    throw badInput('first', 'content.listSizeRange', { argument: 'first' });
  return size;
}

/** A page of any list, as GraphQL connections carry it. */
export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A connection from up to `first + 1` nodes: the extra one only says there is a next page. */
export function toConnection<T>(rows: T[], first: number, cursorOf: (node: T) => string): Connection<T>;
/** The same from rows that are not yet nodes (the cursor may come from a column the node does not keep). */
export function toConnection<R, T>(
  rows: R[],
  first: number,
  cursorOf: (row: R) => string,
  toNode: (row: R) => T,
): Connection<T>;
export function toConnection<R, T>(
  rows: R[],
  first: number,
  cursorOf: (row: R) => string,
  toNode?: (row: R) => T,
): Connection<T | R> {
  const edges = rows.slice(0, first).map((row) => ({ cursor: cursorOf(row), node: toNode ? toNode(row) : row }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** A page with nothing on it, with why when a list says so (PostConnection.message). */
export const emptyConnection = (message: string | null = null): Connection<never> & { message: string | null } => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
  message,
});
