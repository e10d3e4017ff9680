import { buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { MyFlowWindowsFeedQuery } from '../../gql/graphql';
import type { GraphQLResponse } from '../../helpers/graphql-client';

// My Flow finds a window of the followed creators' newest posts one of two ways (followed-shares.ts): walking
// everyone's newest posts when those creators wrote a large share of them, else merging each creator's own posts.
// Whichever way, a reader must see exactly the followed creators' posts and their own, newest first at energy 0.
jest.setTimeout(120_000);

let server: TestServer;
let prolific: TestUser;
let steady: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [prolific, steady, stranger] = await Promise.all(
    ['prolific', 'steady', 'stranger'].map((username) => buildUser(server, { username })),
  );
});
afterAll(() => server.stop());

const FEED = graphql(`
  query MyFlowWindowsFeed($after: String) {
    feed(mode: MY_FLOW, energy: 0, first: 100, after: $after) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

async function myFlow(reader: TestUser): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const res: GraphQLResponse<MyFlowWindowsFeedQuery> = await server.gql(
      FEED,
      { after },
      { token: reader.accessToken },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    seen.push(...res.data!.feed.edges.map((e) => e.node.id));
    after = res.data!.feed.pageInfo.hasNextPage ? res.data!.feed.pageInfo.endCursor : null;
  } while (after);
  return seen;
}

/** `count` posts by `author`, one every `everyMinutes` going back from `minutesAgo`. */
async function postsBy(
  author: TestUser,
  count: number,
  minutesAgo: number,
  everyMinutes: number,
  label: string,
): Promise<void> {
  await server.kuza.deps.db.query(
    `INSERT INTO posts (user_id, content, created_at)
     SELECT $1, $2 || ' ' || i, now() - ($3 + i * $4::float8) * interval '1 minute' FROM generate_series(1, $5::int) AS i`,
    [author.id, label, minutesAgo, everyMinutes, count],
  );
}

/** What My Flow must show: the reader's own posts and those of the creators they follow, newest first. */
async function expected(reader: TestUser): Promise<string[]> {
  const rows: Array<{ id: string }> = await server.kuza.deps.db.query(
    `SELECT p.id FROM posts p
     WHERE p.user_id = $1 OR p.user_id IN (SELECT followee_id FROM follows WHERE follower_id = $1)
     ORDER BY p.created_at DESC, p.id DESC`,
    [reader.id],
  );
  return rows.map((r) => r.id);
}

it("shows exactly the followed creators' posts, newest first, when they wrote most of what was posted lately", async () => {
  const reader = await buildUser(server);
  await follow(server, reader, prolific);
  await follow(server, reader, steady);
  // Interleaved: more than a window (500) of followed posts among the newest, with a stranger's in between.
  await postsBy(prolific, 450, 0, 2, 'Prolific');
  await postsBy(steady, 300, 1, 3, 'Steady');
  await postsBy(stranger, 600, 0.5, 1.5, 'Stranger');
  await buildPost(server, reader, 'My own post');

  const want = await expected(reader);
  expect(want.length).toBe(751);
  const first = await myFlow(reader);
  expect(first).toEqual(want);
  // Again, now that this reader's share is known: the same posts.
  expect(await myFlow(reader)).toEqual(want);
});

it("shows exactly the followed creators' posts when thousands of newer posts by others bury them", async () => {
  const reader = await buildUser(server);
  await follow(server, reader, steady);
  // The stranger posted more since than a walk reads: only the creators' own ranges find this reader's window.
  await postsBy(stranger, 12_500, 0, 0.01, 'Flood');
  const want = await expected(reader);
  expect(want.length).toBe(300);
  expect(await myFlow(reader)).toEqual(want);
  expect(await myFlow(reader)).toEqual(want);
});
