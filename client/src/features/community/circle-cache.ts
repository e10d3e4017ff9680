import type { ApolloCache, Reference } from '@apollo/client';

interface StoredConnection {
  edges?: Array<{ cursor: string; node: Reference | Record<string, unknown> }>;
}

// A circle's lists are stored per circle (keyArgs circleId): `circlePosts:{"circleId":"…"}`.
const isOfCircle = (storeFieldName: string, circleId: string) => storeFieldName.includes(`"circleId":"${circleId}"`);

/** A new post goes on top of its circle's cached discussion, and the circle counts it. */
export function addCirclePost(
  cache: ApolloCache,
  circleId: string,
  post: { __typename: 'CirclePost'; id: string },
): void {
  const id = cache.identify(post);
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      circlePosts(existing: unknown, { storeFieldName, toReference, readField }) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges || !isOfCircle(storeFieldName, circleId)) return existing;
        if (list.edges.some((edge) => readField('id', edge.node as Reference) === post.id)) return existing;
        return { ...list, edges: [{ __typename: 'CirclePostEdge', cursor: '', node: toReference(id) }, ...list.edges] };
      },
    },
  });
  cache.modify({
    id: cache.identify({ __typename: 'Circle', id: circleId }),
    fields: { postsCount: (count: number) => count + 1 },
  });
}

/** An answered join request leaves the owner's cached list of pending requests. */
export function removeJoinRequest(cache: ApolloCache, circleId: string, userId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      circleJoinRequests(existing: unknown, { storeFieldName, readField }) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges || !isOfCircle(storeFieldName, circleId)) return existing;
        return {
          ...list,
          edges: list.edges.filter(
            (edge) => readField('id', readField('user', edge.node as Reference) as Reference) !== userId,
          ),
        };
      },
    },
  });
}

/** A deleted circle is evicted: every list that showed it drops it. */
export function evictCircle(cache: ApolloCache, circleId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Circle', id: circleId }) });
  cache.gc();
}
