import type { ApolloCache, Reference } from '@apollo/client';

interface StoredConnection {
  edges?: Array<{ cursor: string; node: Reference }>;
}

/**
 * Puts what the viewer just sent at the top of one of their own cached lists (sentShoutouts, sentCollabRequests),
 * once: the mutation's answer is already normalized, so the list only needs a reference to it.
 */
export function prependToOwnList(cache: ApolloCache, fieldName: string, ref: { __typename: string; id: string }): void {
  const id = cache.identify(ref);
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName](existing: unknown, { toReference, readField }) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges) return existing;
        if (list.edges.some((edge) => readField('id', edge.node) === ref.id)) return existing;
        const node = toReference(id);
        return {
          ...list,
          edges: [{ __typename: `${ref.__typename}Edge`, cursor: '', node }, ...list.edges],
        };
      },
    },
  });
}
