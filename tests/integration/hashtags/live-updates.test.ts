import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { subscribeLive } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { TRENDING_HASHTAGS_UPDATED } from '../../../server/src/features/hashtags/hashtag.events';
import { HashtagService } from '../../../server/src/features/hashtags/hashtag.service';
import { POST_CREATED } from '../../../server/src/features/posts/post.events';
import { HashtagOffensive1763851000000 } from '../../../server/src/db/migrations/1763851000000-hashtag-offensive';
import { graphql } from '../../gql';

// Real server, database and many concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let author: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await buildUser(server, { username: 'selam_films' });
});
afterAll(() => server.stop());

type Trending = Array<{ tag: string; usageCount: number }>;
const PROBE = 'probe';
const SETTLED = 'settled';

// The protocol does not confirm a subscription: the helper pushes marked events into the server's pub/sub
// until the subscriber receives one, and only then does the test act.
function probeTrending() {
  server.kuza.deps.pubSub.publish(TRENDING_HASHTAGS_UPDATED, [{ id: PROBE, tag: PROBE, usageCount: 0 }]);
}
function probePost(tag: string) {
  server.kuza.deps.pubSub.publish(POST_CREATED, {
    post: {
      id: '00000000-0000-4000-8000-000000000000',
      userId: null,
      content: PROBE,
      mediaUrl: null,
      mediaType: null,
      createdAt: new Date().toISOString(),
    },
    tags: [tag],
  });
}

/** A live `trendingHashtagsUpdated` subscription (probe events dropped). */
const subscribeTrending = (client: ReturnType<TestServer['ws']>) =>
  subscribeLive(
    client,
    graphql(`
      subscription LiveUpdatesTrendingHashtagsUpdated {
        trendingHashtagsUpdated {
          tag
          usageCount
        }
      }
    `),
    {},
    (data) => data.trendingHashtagsUpdated,
    probeTrending,
    (list) => list[0]?.tag === PROBE,
  );

it('pushes the top 10 over WebSocket when it changes, and not when it stays the same', async () => {
  const client = server.ws(); // anonymous: anyone may watch trending
  const sub = await subscribeTrending(client);
  try {
    await buildPost(server, author, 'Festival day! #FESPACO #film');
    expect(await sub.events.next()).toEqual([
      { tag: 'fespaco', usageCount: 1 },
      { tag: 'film', usageCount: 1 },
    ]);
    await buildPost(server, author, 'Day two #film');
    expect(await sub.events.next()).toEqual([
      { tag: 'film', usageCount: 2 },
      { tag: 'fespaco', usageCount: 1 },
    ]);

    // Fill the top 10 with tags used twice; a new tag used once then stays outside it, so nothing is pushed.
    const tags = Array.from({ length: 9 }, (_, i) => `tag${i}`);
    await buildPost(server, author, tags.map((t) => `#${t}`).join(' '));
    await sub.events.next();
    // The same tags in a new post (the same text twice would be refused as spam).
    await buildPost(server, author, `Again: ${tags.map((t) => `#${t}`).join(' ')}`);
    const top = await sub.events.next();
    expect(top.map((h) => h.tag)).toEqual(['film', ...tags]);
    await buildPost(server, author, 'Quiet one #outsider');
    // A change that does reach the top 10 comes next, and nothing came in between.
    await buildPost(server, author, '#film again');
    const next = await sub.events.next();
    expect(next[0]).toEqual({ tag: 'film', usageCount: 3 });
    expect(sub.events.pending).toBe(0);
  } finally {
    sub.dispose();
    await client.dispose();
  }
});

const topTen = async () =>
  (
    await server.gql(
      graphql(`
        query LiveUpdatesTrendingHashtags {
          trendingHashtags {
            tag
            usageCount
          }
        }
      `),
    )
  ).data!.trendingHashtags;

it("pushes the database's top 10 last, after concurrent posts and after deletions", async () => {
  const client = server.ws();
  const sub = await subscribeTrending(client);
  // The checks run after each answer: once they are done, a marker goes through the same pub/sub behind them.
  const lastPushed = async () => {
    await server.kuza.deps.services.get(HashtagService).trendingSettled();
    server.kuza.deps.pubSub.publish(TRENDING_HASHTAGS_UPDATED, [{ id: SETTLED, tag: SETTLED, usageCount: 0 }]);
    let last: Trending | undefined;
    for (let event = await sub.events.next(); event[0]?.tag !== SETTLED; event = await sub.events.next()) last = event;
    return last;
  };
  try {
    // 14 tags, 40 posts at once with two or three each: the top 10 reorders many times while they are answered.
    const posts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        buildPost(server, author, `Race ${i} #race${i % 14} #race${(i * 5) % 11} #race${(i * 3) % 7}`),
      ),
    );
    expect(await lastPushed()).toEqual(await topTen());

    // Deleting the leader's posts moves it down the list and lets another tag in: the push says so.
    const leader = (await topTen())[0].tag;
    const leaders = posts.filter((post) => post.content.split(' ').includes(`#${leader}`));
    await Promise.all(
      leaders.map((post) =>
        server.gql(
          graphql(`
            mutation LiveUpdatesDeletePost($id: ID!) {
              deletePost(id: $id)
            }
          `),
          { id: post.id },
          { token: author.accessToken },
        ),
      ),
    );
    const after = await lastPushed();
    expect(after).toEqual(await topTen());
    expect(after?.map((h) => h.tag)).not.toContain(leader);
  } finally {
    sub.dispose();
    await client.dispose();
  }
});

it('never lists or pushes a hashtag that uses offensive language, which keeps its page', async () => {
  const client = server.ws();
  const sub = await subscribeTrending(client);
  try {
    // More posts than the leader has: as any other tags, these two would lead the list.
    const [leader] = await topTen();
    const uses = leader.usageCount + 1;
    for (let i = 0; i < uses; i++) await buildPost(server, author, `Rant number ${i} #bullshit #sh1t`);
    const listed = (await topTen()).map((h) => h.tag);
    expect(listed).toHaveLength(10);
    expect(listed).not.toContain('bullshit');
    expect(listed).not.toContain('sh1t');

    // Nothing was pushed for them: the next push is the one a clean tag's post causes, and it leaves them out.
    await buildPost(server, author, `Back to work #${leader.tag}`);
    const pushed = await sub.events.next();
    expect(pushed).toEqual(await topTen());
    expect(pushed[0]).toEqual({ tag: leader.tag, usageCount: leader.usageCount + 1 });
    expect(sub.events.pending).toBe(0);

    const page = await server.gql(
      graphql(`
        query LiveUpdatesPostsByHashtag {
          postsByHashtag(tag: "#Bullshit", first: 50) {
            edges {
              node {
                hashtags {
                  tag
                  usageCount
                }
              }
            }
          }
        }
      `),
    );
    expect(page.data!.postsByHashtag.edges).toHaveLength(uses);
    expect(page.data!.postsByHashtag.edges[0].node.hashtags).toEqual([
      { tag: 'bullshit', usageCount: uses },
      { tag: 'sh1t', usageCount: uses },
    ]);
  } finally {
    sub.dispose();
    await client.dispose();
  }

  // Tags created before Kuza marked them are marked by the migration, from their texts alone.
  const runner = server.kuza.deps.db.createQueryRunner();
  try {
    const migration = new HashtagOffensive1763851000000();
    await migration.down(runner);
    await migration.up(runner);
    const marked = await runner.query(`SELECT tag FROM hashtags WHERE offensive ORDER BY tag`);
    expect(marked).toEqual([{ tag: 'bullshit' }, { tag: 'sh1t' }]);
  } finally {
    await runner.release();
  }
});

it('delivers postCreated(tag) only for posts with that tag, matched case-insensitively', async () => {
  const client = server.ws(author.accessToken);
  const sub = await subscribeLive(
    client,
    graphql(`
      subscription LiveUpdatesPostCreated($tag: String) {
        postCreated(tag: $tag) {
          id
          content
          author {
            username
          }
          hashtags {
            tag
          }
        }
      }
    `),
    { tag: '#Nairobi' },
    (data) => data.postCreated,
    () => probePost('nairobi'),
    (post) => post.content === PROBE,
  );
  const all = await subscribeLive(
    client,
    graphql(`
      subscription LiveUpdatesPostCreatedContent {
        postCreated {
          id
          content
        }
      }
    `),
    {},
    (data) => data.postCreated,
    () => probePost('anything'),
    (post) => post.content === PROBE,
  );
  try {
    const other = await buildPost(server, author, 'Lagos traffic stories #lagos');
    const tagged = await buildPost(server, author, 'Matatu art in #NAIROBI');
    const received = await sub.events.next();
    expect(received).toEqual({
      id: tagged.id,
      content: 'Matatu art in #NAIROBI',
      author: { username: 'selam_films' },
      hashtags: [{ tag: 'nairobi' }],
    });
    expect((await all.events.next()).id).toBe(other.id);
    expect((await all.events.next()).id).toBe(tagged.id);
    expect(sub.events.pending).toBe(0);
  } finally {
    sub.dispose();
    all.dispose();
    await client.dispose();
  }
});
