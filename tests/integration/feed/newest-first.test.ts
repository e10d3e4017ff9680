import { agePost, buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { NewestFirstFeedQueryVariables } from '../../gql/graphql';

// Energy 0 (issue 35): the feed is strictly newest first, read page by page like any newest-first list. A reader
// must see every post they may see exactly once, newest first, each saying it is there for its recency.
jest.setTimeout(60_000);

let server: TestServer;
let reader: TestUser;
let amara: TestUser;
let kofi: TestUser;
let stranger: TestUser;
let blocked: TestUser;
let muted: TestUser;

const FEED = graphql(`
  query NewestFirstFeed($mode: FeedMode, $first: Int, $after: String) {
    feed(mode: $mode, energy: 0, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          content
          repostedBy {
            username
          }
          explanation {
            score
            summary
            factors {
              name
              value
              weight
            }
            reasons {
              kind
              ageMinutes
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const REPOST = graphql(`
  mutation NewestFirstRepost($id: ID!) {
    repost(postId: $id) {
      id
    }
  }
`);

const MUTE = graphql(`
  mutation NewestFirstMute($u: String!) {
    mute(username: $u) {
      id
    }
  }
`);

const BLOCK = graphql(`
  mutation NewestFirstBlock($u: String!) {
    block(username: $u) {
      id
    }
  }
`);

type Page = NonNullable<Awaited<ReturnType<typeof read>>>;

async function read(vars: NewestFirstFeedQueryVariables) {
  const response = await server.gql(FEED, vars, { token: reader.accessToken });
  if (!response.data?.feed) throw new Error(JSON.stringify(response.errors));
  return response.data.feed;
}

/** Every page from the top, `first` at a time. */
async function allPages(mode: 'MY_FLOW' | 'FOR_YOU', first: number): Promise<Page['edges']> {
  const edges: Page['edges'] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: Page = await read({ mode, first, after });
    edges.push(...page.edges);
    if (!page.pageInfo.hasNextPage) return edges;
    after = page.pageInfo.endCursor!;
  }
  throw new Error('The feed did not end');
}

beforeAll(async () => {
  server = await startTestServer();
  [reader, amara, kofi, stranger, blocked, muted] = await Promise.all(
    ['nf_reader', 'nf_amara', 'nf_kofi', 'nf_stranger', 'nf_blocked', 'nf_muted'].map((username) =>
      buildUser(server, { username }),
    ),
  );
  for (const followee of [amara, kofi, blocked, muted]) await follow(server, reader, followee);
  // Posts an hour apart, oldest first, so that "newest first" has one answer.
  const authors = [amara, stranger, kofi, reader, blocked, muted, amara, stranger, kofi, amara, stranger, reader];
  for (const [i, author] of authors.entries()) {
    const post = await buildPost(server, author, `nf post ${i} by ${author.username}`);
    await agePost(server, post.id, 100 - i);
  }
  // kofi reposts amara's oldest post: in My Flow it is placed at the repost (now), once.
  const [{ id: oldest }]: Array<{ id: string }> = await server.kuza.deps.db.query(
    `SELECT id FROM posts WHERE content = 'nf post 0 by nf_amara'`,
  );
  await server.gql(REPOST, { id: oldest }, { token: kofi.accessToken });
  await server.gql(BLOCK, { u: blocked.username }, { token: reader.accessToken });
  await server.gql(MUTE, { u: muted.username }, { token: reader.accessToken });
});
afterAll(() => server.stop());

const contents = (edges: Page['edges']) => edges.map((e) => e.node.content);

it('For You at energy 0 is strictly newest first, page after page, without blocked or muted authors', async () => {
  const edges = await allPages('FOR_YOU', 2);
  expect(contents(edges)).toEqual([
    'nf post 11 by nf_reader',
    'nf post 10 by nf_stranger',
    'nf post 9 by nf_amara',
    'nf post 8 by nf_kofi',
    'nf post 7 by nf_stranger',
    'nf post 6 by nf_amara',
    'nf post 3 by nf_reader',
    'nf post 2 by nf_kofi',
    'nf post 1 by nf_stranger',
    'nf post 0 by nf_amara',
  ]);
  // Each edge's cursor continues right after its post.
  const middle = await read({ mode: 'FOR_YOU', first: 3, after: edges[4].cursor });
  expect(contents(middle.edges)).toEqual(contents(edges.slice(5, 8)));
  expect(middle.pageInfo.hasNextPage).toBe(true);
  const end = await read({ mode: 'FOR_YOU', first: 3, after: edges[6].cursor });
  expect(contents(end.edges)).toEqual(contents(edges.slice(7)));
  expect(end.pageInfo.hasNextPage).toBe(false);
});

it('says each post is there for its recency alone', async () => {
  const { edges } = await read({ mode: 'FOR_YOU', first: 5 });
  let previous = Number.POSITIVE_INFINITY;
  for (const { node } of edges) {
    const { score, factors, reasons, summary } = node.explanation!;
    const recency = factors.find((f) => f.name === 'recency')!;
    expect(recency.weight).toBe(1);
    expect(factors.filter((f) => f.name !== 'recency').every((f) => f.weight === 0)).toBe(true);
    expect(score).toBeCloseTo(recency.value, 6);
    expect(score).toBeLessThan(previous);
    previous = score;
    expect(reasons[0].kind).toBe('POSTED');
    expect(summary).toMatch(/; posted \d+ (hours?|days?) ago\.$/);
  }
});

it('My Flow at energy 0 places a repost at its time, once, and pages on after it', async () => {
  const edges = await allPages('MY_FLOW', 1);
  expect(contents(edges)).toEqual([
    'nf post 0 by nf_amara',
    'nf post 11 by nf_reader',
    'nf post 9 by nf_amara',
    'nf post 8 by nf_kofi',
    'nf post 6 by nf_amara',
    'nf post 3 by nf_reader',
    'nf post 2 by nf_kofi',
  ]);
  expect(edges[0].node.repostedBy?.username).toBe('nf_kofi');
  expect(edges[0].node.explanation!.summary).toMatch(
    /^Reposted by @nf_kofi, whom you follow; From @nf_amara, whom you follow; reposted (just now|\d+ minutes? ago)\.$/,
  );
  expect(edges.slice(1).every((e) => e.node.repostedBy === null)).toBe(true);
});

it('keeps its first page’s moment: a post published while paging waits for a refresh', async () => {
  const first = await read({ mode: 'FOR_YOU', first: 2 });
  const fresh = await buildPost(server, stranger, 'nf post published meanwhile');
  const rest = await read({ mode: 'FOR_YOU', first: 50, after: first.pageInfo.endCursor });
  expect(contents(rest.edges)).not.toContain(fresh.content);
  expect(contents(rest.edges)[0]).toBe('nf post 9 by nf_amara');
  const again = await read({ mode: 'FOR_YOU', first: 1 });
  expect(contents(again.edges)).toEqual([fresh.content]);
});
