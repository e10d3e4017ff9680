import type { ApolloCache, Reference } from '@apollo/client';
import type { PostCard_PostFragment } from '@/gql/graphql';
import { PostCardFragment, PostExplanationFragment } from './post-operations';

interface StoredEdge {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface StoredConnection {
  edges: StoredEdge[];
  pageInfo?: unknown;
}

/** The arguments a connection field is cached under (its keyArgs), read back from the store field name. */
export function storedFieldArgs(storeFieldName: string): Record<string, unknown> {
  const start = storeFieldName.search(/[:(]/);
  if (start < 0) return {};
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(start + 1).replace(/\)$/, ''));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

interface InsertOptions {
  /** Also put the post at the top of the viewer's feeds (only for the viewer's own new posts). */
  feeds?: boolean;
}

// Which cached feeds a brand-new own post belongs to: NEARBY, PAID and TRENDING need the server's view of it.
function belongsInFeed(args: Record<string, unknown>, post: PostCard_PostFragment): boolean {
  const filters = Array.isArray(args.filters) ? (args.filters as string[]) : [];
  if (filters.some((filter) => filter === 'NEARBY' || filter === 'PAID' || filter === 'TRENDING')) return false;
  return !filters.includes('VERIFIED') || post.author?.isVerified === true;
}

/**
 * Puts a new post at the top of every loaded list that shows it: the lists of each of its hashtags, the
 * post lists (all, or its author's) and, with `feeds`, the viewer's feeds. A post already listed is left alone.
 */
export function insertPostIntoLists(
  cache: ApolloCache,
  post: PostCard_PostFragment,
  { feeds = false }: InsertOptions = {},
): void {
  const id = cache.identify({ __typename: 'Post', id: post.id });
  const ref = cache.writeFragment({ id, fragment: PostCardFragment, fragmentName: 'PostCard_post', data: post });
  if (!ref) return;
  // Feed queries also read the explanation; a new post has none until the feed reloads (the card says so).
  if (feeds && !cache.readFragment({ id, fragment: PostExplanationFragment, fragmentName: 'PostExplanation_post' })) {
    cache.writeFragment({
      id,
      fragment: PostExplanationFragment,
      fragmentName: 'PostExplanation_post',
      data: { id: post.id, repostedBy: null, explanation: null },
    });
  }
  const tags = new Set(post.hashtags.map((hashtag) => hashtag.tag.toLowerCase()));
  const author = post.author?.username.toLowerCase();

  const prepend = (existing: StoredConnection | undefined, readField: (field: string, from: Reference) => unknown) => {
    if (!existing?.edges || existing.edges.some((edge) => readField('id', edge.node) === post.id)) return existing;
    // The cursor is never used to page: the next page starts from the list's endCursor, which stays the same.
    return { ...existing, edges: [{ __typename: 'PostEdge', cursor: '', node: ref }, ...existing.edges] };
  };

  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      postsByHashtag(existing, { storeFieldName, readField }) {
        const tag = storedFieldArgs(storeFieldName).tag;
        return typeof tag === 'string' && tags.has(tag.replace(/^#/, '').toLowerCase())
          ? prepend(existing, readField)
          : existing;
      },
      posts(existing, { storeFieldName, readField }) {
        const byAuthor = storedFieldArgs(storeFieldName).authorUsername;
        const matches = typeof byAuthor !== 'string' || byAuthor.toLowerCase() === author;
        return matches ? prepend(existing, readField) : existing;
      },
      feed(existing, { storeFieldName, readField }) {
        return feeds && belongsInFeed(storedFieldArgs(storeFieldName), post) ? prepend(existing, readField) : existing;
      },
    },
  });
}

/** Removes a post from the cache: every list, feed and page that showed it stops showing it. */
export function evictPost(cache: ApolloCache, postId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Post', id: postId }) });
  cache.gc();
}
