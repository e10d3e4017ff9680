import type { ApolloCache, Reference } from '@apollo/client';

interface StoredConnection {
  edges: Array<{ cursor: string; node: Reference }>;
}

/** Which thread a cached `comments` list is: its post, and the comment it answers (null: the post's top level). */
function threadOf(storeFieldName: string): { postId?: unknown; parentId: unknown } {
  const start = storeFieldName.search(/[:(]/);
  try {
    const args = start < 0 ? {} : (JSON.parse(storeFieldName.slice(start + 1).replace(/\)$/, '')) as object);
    return { parentId: null, ...args };
  } catch {
    return { parentId: undefined };
  }
}

const commentId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Comment', id });

/**
 * A new comment goes to the end of its thread's cached list (the post's top level, or its parent's replies), and the
 * parent counts one more reply. The post's commentsCount comes back with the mutation's answer.
 */
export function appendToThread(cache: ApolloCache, postId: string, parentId: string | null, id: string): void {
  const ref = commentId(cache, id);
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      comments(existing, { storeFieldName, toReference }) {
        const list = existing as StoredConnection | undefined;
        const thread = threadOf(storeFieldName);
        if (thread.postId !== postId || thread.parentId !== parentId || !ref || !list?.edges) return existing;
        if (list.edges.some((edge) => edge.node.__ref === ref)) return existing;
        return { ...list, edges: [...list.edges, { __typename: 'CommentEdge', cursor: '', node: toReference(ref) }] };
      },
    },
  });
  if (parentId)
    cache.modify({ id: commentId(cache, parentId), fields: { repliesCount: (count: number) => count + 1 } });
}

interface RemovedComment {
  id: string;
  parentId?: string | null;
  repliesCount: number;
}

/**
 * A deleted comment: with replies it stays as "comment removed" (as the server keeps it); without, it leaves its list
 * and its parent counts one reply less. Either way the post counts one comment less.
 */
export function removeFromThread(cache: ApolloCache, postId: string, comment: RemovedComment): void {
  const id = commentId(cache, comment.id);
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: { commentsCount: (count: number) => Math.max(0, count - 1) },
  });
  if (comment.repliesCount > 0) {
    cache.modify({
      id,
      fields: { removed: () => true, content: () => '', author: () => null, editedAt: () => null, versions: () => [] },
    });
    return;
  }
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      comments(existing) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges) return existing;
        return { ...list, edges: list.edges.filter((edge) => edge.node.__ref !== id) };
      },
    },
  });
  if (comment.parentId)
    cache.modify({
      id: commentId(cache, comment.parentId),
      fields: { repliesCount: (count: number) => Math.max(0, count - 1) },
    });
  cache.evict({ id });
  cache.gc();
}
