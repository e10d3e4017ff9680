import { createCache } from '@/apollo/cache';
import { CommentRepliesDocument, CommentItemFragment } from './comment-operations';
import { appendToThread, removeFromThread } from './comment-cache';

const comment = (id: string, parentId: string | null, repliesCount = 0) => ({
  __typename: 'Comment' as const,
  id,
  parentId,
  content: `Text of ${id}`,
  hiddenByFilter: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  editedAt: null,
  removed: false,
  repliesCount,
  author: { __typename: 'Profile' as const, id: 'u1', username: 'ada', avatarUrl: null },
  versions: [],
});
const pageInfo = { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null };

function seed() {
  const cache = createCache();
  cache.writeQuery({
    query: CommentRepliesDocument,
    variables: { postId: 'p1', parentId: 'top', first: 10 },
    data: {
      comments: {
        edges: [{ cursor: 'c1', node: comment('r1', 'top') }],
        pageInfo,
      },
    },
  });
  cache.writeFragment({ fragment: CommentItemFragment, data: comment('top', null, 1) });
  cache.writeFragment({ fragment: CommentItemFragment, data: comment('r2', 'top') });
  return cache;
}

const repliesOf = (cache: ReturnType<typeof seed>) =>
  cache
    .readQuery({ query: CommentRepliesDocument, variables: { postId: 'p1', parentId: 'top', first: 10 } })
    ?.comments.edges.map((edge) => edge.node.id);
const top = (cache: ReturnType<typeof seed>) =>
  cache.readFragment({ fragment: CommentItemFragment, id: 'Comment:top' });

it('appends a new reply to its parent’s thread only, and counts it', () => {
  const cache = seed();
  appendToThread(cache, 'p1', 'top', 'r2');
  expect(repliesOf(cache)).toEqual(['r1', 'r2']);
  expect(top(cache)?.repliesCount).toBe(2);
  // Another thread of the same post is not this one.
  appendToThread(cache, 'p1', 'elsewhere', 'r2');
  expect(repliesOf(cache)).toEqual(['r1', 'r2']);
});

it('evicts a deleted reply without replies, and keeps one with replies as removed', () => {
  const cache = seed();
  removeFromThread(cache, 'p1', { id: 'r1', parentId: 'top', repliesCount: 0 });
  expect(repliesOf(cache)).toEqual([]);
  expect(top(cache)?.repliesCount).toBe(0);

  const other = seed();
  removeFromThread(other, 'p1', { id: 'top', parentId: null, repliesCount: 1 });
  expect(top(other)).toMatchObject({ removed: true, content: '', author: null, repliesCount: 1 });
});
