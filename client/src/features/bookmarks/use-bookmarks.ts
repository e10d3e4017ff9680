import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { BookmarkButton_PostFragment } from '@/gql/graphql';
import { BookmarkDocument, UnbookmarkDocument } from './bookmark-operations';

interface StoredConnection {
  edges: Array<{ __typename?: string; cursor: string; node: Reference }>;
  pageInfo?: unknown;
}

/**
 * The Saved list in the cache: an unsaved post leaves it at once; a newly saved one goes to its top (newest saved
 * first), when the list is loaded.
 */
function updateSavedList(cache: ApolloCache, postId: string, saved: boolean): void {
  const ref = cache.identify({ __typename: 'Post', id: postId });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      bookmarks(stored, { readField, toReference }) {
        const existing = stored as StoredConnection | undefined;
        if (!existing?.edges) return stored;
        const rest = existing.edges.filter((edge) => readField('id', edge.node) !== postId);
        if (!saved) return { ...existing, edges: rest };
        const node = toReference(ref);
        // The cursor is never used to page: the next page starts from the list's endCursor, which stays the same.
        return node ? { ...existing, edges: [{ __typename: 'PostEdge', cursor: '', node }, ...rest] } : stored;
      },
    },
  });
}

/** Saves or unsaves a post: the button changes at once (optimistic) and the Saved list follows. */
export function useToggleBookmark(): (post: BookmarkButton_PostFragment) => Promise<void> {
  const [save] = useMutation(BookmarkDocument);
  const [unsave] = useMutation(UnbookmarkDocument);
  return useCallback(
    async (post) => {
      const saved = !post.viewerHasBookmarked;
      const optimistic = { __typename: 'Post' as const, id: post.id, viewerHasBookmarked: saved };
      const options = {
        variables: { postId: post.id },
        update: (cache: ApolloCache) => updateSavedList(cache, post.id, saved),
      };
      if (saved) await save({ ...options, optimisticResponse: { bookmark: optimistic } });
      else await unsave({ ...options, optimisticResponse: { unbookmark: optimistic } });
    },
    [save, unsave],
  );
}
