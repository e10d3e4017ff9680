import { createCache } from '@/apollo/cache';
import { FeedPageDocument, HashtagPostsDocument } from '@/gql/graphql';
import { evictPost, insertPostIntoLists, storedFieldArgs } from './post-cache';
import { cardPost } from './post-test-data';

const profile = { __typename: 'Profile' as const, id: 'u1', username: 'amina', avatarUrl: null, isVerified: false };
const hashtag = (tag: string) => ({ __typename: 'Hashtag' as const, id: `h-${tag}`, tag });

const post = (id: string, tags: string[]) =>
  cardPost(id, tags.map((tag) => `#${tag}`).join(' '), { author: profile, hashtags: tags.map(hashtag) });

const pageInfo = { __typename: 'PageInfo' as const, hasNextPage: true, endCursor: 'c-old' };
const edge = <T extends { id: string }>(node: T) => ({ __typename: 'PostEdge' as const, cursor: `c-${node.id}`, node });
const explained = (node: ReturnType<typeof post>) => ({ ...node, repostedBy: null, explanation: null });

function seed() {
  const cache = createCache();
  for (const tag of ['kuza', 'other']) {
    cache.writeQuery({
      query: HashtagPostsDocument,
      variables: { tag, first: 20 },
      data: { postsByHashtag: { edges: [edge(post(`old-${tag}`, [tag]))], pageInfo } },
    });
  }
  const feed = (filters: Array<'VERIFIED' | 'NEARBY'>) => ({
    mode: 'MY_FLOW' as const,
    filters,
    energy: 50,
    first: 20,
  });
  for (const filters of [[], ['NEARBY']] as const) {
    cache.writeQuery({
      query: FeedPageDocument,
      variables: feed([...filters]),
      data: { feed: { edges: [edge(explained(post('old-feed', ['kuza'])))], pageInfo, message: null } },
    });
  }
  const tagIds = (tag: string) =>
    cache
      .readQuery({ query: HashtagPostsDocument, variables: { tag, first: 20 } })
      ?.postsByHashtag.edges.map((e) => e.node.id);
  const feedIds = (filters: Array<'VERIFIED' | 'NEARBY'>) =>
    cache.readQuery({ query: FeedPageDocument, variables: feed(filters) })?.feed.edges.map((e) => e.node.id);
  return { cache, tagIds, feedIds };
}

describe('post cache', () => {
  it('reads the cached arguments back from a store field name', () => {
    expect(storedFieldArgs('postsByHashtag:{"tag":"kuza"}')).toEqual({ tag: 'kuza' });
    expect(storedFieldArgs('feed({"energy":50,"mode":"MY_FLOW"})')).toEqual({ energy: 50, mode: 'MY_FLOW' });
    expect(storedFieldArgs('posts')).toEqual({});
  });

  it('puts a new post at the top of the lists of its hashtags and of the feeds it belongs to, once', () => {
    const { cache, tagIds, feedIds } = seed();
    const created = post('new', ['Kuza', 'africa']);
    insertPostIntoLists(cache, created, { feeds: true });
    insertPostIntoLists(cache, created, { feeds: true });
    expect(tagIds('kuza')).toEqual(['new', 'old-kuza']);
    expect(tagIds('other')).toEqual(['old-other']);
    expect(feedIds([])).toEqual(['new', 'old-feed']);
    // The server decides who is nearby.
    expect(feedIds(['NEARBY'])).toEqual(['old-feed']);
  });

  it('leaves feeds alone for posts by others (live hashtag updates)', () => {
    const { cache, tagIds, feedIds } = seed();
    insertPostIntoLists(cache, post('theirs', ['kuza']));
    expect(tagIds('kuza')).toEqual(['theirs', 'old-kuza']);
    expect(feedIds([])).toEqual(['old-feed']);
  });

  it('removes a deleted post from every list', () => {
    const { cache, tagIds, feedIds } = seed();
    insertPostIntoLists(cache, post('new', ['kuza']), { feeds: true });
    evictPost(cache, 'new');
    expect(tagIds('kuza')).toEqual(['old-kuza']);
    expect(feedIds([])).toEqual(['old-feed']);
  });
});
