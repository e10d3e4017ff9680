import { CONTENT_MESSAGES } from '@kuza/common';
import { agePost, buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { summaryText, type SummaryParts } from '../../../server/src/features/feed-ranking/feed-summary';
import { NEARBY_NEEDS_LOCATION } from '../../../server/src/features/location/nearby.service';
import { graphql } from '../../gql';
import type { FeedQuery, FeedQueryVariables } from '../../gql/graphql';

// Real server, database and many concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let viewer: TestUser;
let amara: TestUser;
let tunde: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  viewer = await buildUser(server, { username: 'reader' });
  amara = await buildUser(server, { username: 'amara', isVerified: true });
  tunde = await buildUser(server, { username: 'tunde_beats' });
  await follow(server, viewer, amara);
});
afterAll(() => server.stop());

const FEED = graphql(`
  query Feed($mode: FeedMode, $filters: [FeedFilter!], $energy: Int, $first: Int, $after: String) {
    feed(mode: $mode, filters: $filters, energy: $energy, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          content
          createdAt
          author {
            username
          }
          explanation {
            score
            summary
            factors {
              name
              value
              weight
              contribution
            }
            author {
              relation
              username
              interactions
              recent
            }
            reasons {
              kind
              km
              ageMinutes
              likes
              comments
              shares
              tag
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      message
    }
  }
`);
type FeedPost = FeedQuery['feed']['edges'][number]['node'];

async function feed(vars: FeedQueryVariables, user: TestUser = viewer) {
  const response = await server.gql(FEED, vars, { token: user.accessToken });
  if (!response.data?.feed) throw new Error(JSON.stringify(response.errors));
  // Every summary is the English sentence its parts say (feed-summary.ts), whatever the feed. A signed-in reader's
  // feed never names the one relation the summary has no words for (ANONYMOUS).
  for (const { node } of response.data.feed.edges)
    expect(summaryText(node.explanation! as SummaryParts)).toBe(node.explanation!.summary);
  return response.data.feed;
}

/** Every page of a feed; `between` runs after each page (e.g. to post something new meanwhile). */
async function allPages(
  vars: FeedQueryVariables,
  between: () => Promise<unknown> = async () => undefined,
): Promise<FeedPost[]> {
  const seen: FeedPost[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await feed({ ...vars, after });
    seen.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
    await between();
  }
}

const ids = (posts: Array<{ id: string }>) => posts.map((p) => p.id);

describe('MY_FLOW and FOR_YOU', () => {
  it('shows followed creators and own posts in My Flow, everyone in For You', async () => {
    const followed = await buildPost(server, amara, 'From the followed one #nairobi');
    const stranger = await buildPost(server, tunde, 'From a stranger');
    const own = await buildPost(server, viewer, 'My own words');
    const flow = await feed({ mode: 'MY_FLOW' });
    expect(ids(flow.edges.map((e) => e.node))).toEqual(expect.arrayContaining([followed.id, own.id]));
    expect(ids(flow.edges.map((e) => e.node))).not.toContain(stranger.id);
    const forYou = await feed({ mode: 'FOR_YOU' });
    expect(ids(forYou.edges.map((e) => e.node))).toEqual(expect.arrayContaining([followed.id, own.id, stranger.id]));
    const summaries = new Map(forYou.edges.map((e) => [e.node.id, e.node.explanation!.summary]));
    expect(summaries.get(followed.id)).toMatch(/^New from @amara, whom you follow; /);
    expect(summaries.get(stranger.id)).toMatch(/^New from @tunde_beats, a creator new to you; /);
    expect(summaries.get(own.id)).toMatch(/^Your own post; /);
  });

  it('keeps a post whose author left, from an anonymous creator; a follow made after the window does not count', async () => {
    const [orphan]: Array<{ id: string }> = await server.kuza.deps.db.query(
      `INSERT INTO posts (user_id, content) VALUES (NULL, 'Words that stayed') RETURNING id`,
    );
    const first = await feed({ mode: 'FOR_YOU', energy: 0, first: 50 });
    const node = first.edges.find((e) => e.node.id === orphan.id)?.node;
    expect(node?.author).toBeNull();
    expect(node?.explanation!.summary).toMatch(/an anonymous creator/);

    // A next page keeps its window's moment: tunde, followed after it, is still new to the viewer there.
    const later = await buildPost(server, tunde, 'Before the follow');
    const top = await feed({ mode: 'FOR_YOU', energy: 0, first: 1 });
    expect(top.edges[0].node.id).toBe(later.id);
    await follow(server, viewer, tunde);
    const next = await feed({ mode: 'FOR_YOU', energy: 0, first: 50, after: top.pageInfo.endCursor });
    const tundes = next.edges.filter((e) => e.node.author?.username === 'tunde_beats');
    expect(tundes.length).toBeGreaterThan(0);
    for (const { node: post } of tundes) expect(post.explanation!.author.relation).toBe('NEW_TO_YOU');
    const fresh = await feed({ mode: 'FOR_YOU', energy: 0, first: 1 });
    expect(fresh.edges[0].node.explanation!.author.relation).toBe('FOLLOWING');
    await server.kuza.deps.db.query(`DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2`, [
      viewer.id,
      tunde.id,
    ]);
  });

  it('refuses anonymous callers and energy outside 0..100', async () => {
    expect(errorCode(await server.gql(FEED, {}))).toBe('UNAUTHENTICATED');
    const response = await server.gql(FEED, { energy: 101 }, { token: viewer.accessToken });
    expect(response.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.energyRange,
      extensions: { field: 'energy' },
    });
  });
});

describe('explanations', () => {
  it('give every post factors whose contributions sum to its score, in feed order', async () => {
    for (const energy of [0, 37, 50, 100]) {
      const page = await feed({ mode: 'FOR_YOU', energy, first: 50 });
      expect(page.edges.length).toBeGreaterThan(2);
      let previous = Number.POSITIVE_INFINITY;
      for (const { node } of page.edges) {
        const { score, factors } = node.explanation!;
        expect(factors.map((f) => f.name)).toEqual(['recency', 'engagement', 'affinity', 'discovery']);
        expect(Math.round(factors.reduce((sum, f) => sum + f.contribution, 0) * 1e6)).toBe(Math.round(score * 1e6));
        expect(factors.reduce((sum, f) => sum + f.weight, 0)).toBeCloseTo(1, 10);
        expect(score).toBeLessThanOrEqual(previous);
        previous = score;
      }
    }
  });

  it('at energy 0 orders strictly newest first, with the score equal to recency', async () => {
    const hot = await buildPost(server, amara, 'Old but loved');
    await agePost(server, hot.id, 3);
    const fans = await Promise.all(Array.from({ length: 5 }, () => buildUser(server)));
    await Promise.all(
      fans.map((fan) =>
        server.gql(
          graphql(`
            mutation FeedLikePost($id: ID!) {
              likePost(postId: $id) {
                id
              }
            }
          `),
          { id: hot.id },
          { token: fan.accessToken },
        ),
      ),
    );
    await buildPost(server, tunde, 'Brand new, no likes');
    const posts = await allPages({ mode: 'FOR_YOU', energy: 0, first: 4 });
    const newest = (
      await server.gql(
        graphql(`
          query FeedPosts {
            posts(first: 100) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
      )
    ).data!.posts.edges.map((e) => e.node.id);
    expect(ids(posts)).toEqual(newest);
    for (const post of posts) {
      const recency = post.explanation!.factors.find((f) => f.name === 'recency')!;
      expect(recency.weight).toBe(1);
      expect(post.explanation!.score).toBe(recency.value);
      expect(post.explanation!.summary).not.toMatch(/likes/);
    }
  });

  it('says how many likes arrived in the last hour', async () => {
    const post = await buildPost(server, amara, 'Part 2 of the rain tale #storytelling');
    const fans = await Promise.all(Array.from({ length: 12 }, () => buildUser(server)));
    for (const fan of fans)
      await server.gql(
        graphql(`
          mutation FeedLikePost($id: ID!) {
            likePost(postId: $id) {
              id
            }
          }
        `),
        { id: post.id },
        { token: fan.accessToken },
      );
    const page = await feed({ mode: 'MY_FLOW', energy: 100, first: 100 });
    const { summary, author, reasons } = page.edges.find((e) => e.node.id === post.id)!.node.explanation!;
    expect(summary).toBe('New from @amara, whom you follow; 12 likes in the last hour; posted just now.');
    expect(author).toEqual({ relation: 'FOLLOWING', username: 'amara', interactions: 0, recent: true });
    const unset = { km: null, ageMinutes: null, likes: null, comments: null, shares: null, tag: null };
    expect(reasons).toEqual([
      { ...unset, kind: 'LIKES_LAST_HOUR', likes: 12 },
      { ...unset, kind: 'POSTED', ageMinutes: 0 },
    ]);
  });

  it('counts only the likes of the last hour, however long ago the others came', async () => {
    const post = await buildPost(server, amara, 'An older tale that still gets likes');
    const fans = await Promise.all(Array.from({ length: 3 }, () => buildUser(server)));
    const like = (fan: TestUser) =>
      server.gql(
        graphql(`
          mutation FeedLikePost($id: ID!) {
            likePost(postId: $id) {
              id
            }
          }
        `),
        { id: post.id },
        { token: fan.accessToken },
      );
    for (const fan of fans.slice(0, 2)) await like(fan);
    const likesLastHour = async () => {
      const page = await feed({ mode: 'MY_FLOW', energy: 100, first: 100 });
      const reasons = page.edges.find((e) => e.node.id === post.id)!.node.explanation!.reasons;
      return reasons.find((r) => r.kind === 'LIKES_LAST_HOUR')?.likes ?? 0;
    };
    expect(await likesLastHour()).toBe(2);
    // Two hours pass for those likes: first as the likes have it, then as the post's last like has it too.
    const db = server.kuza.deps.db;
    await db.query(`UPDATE post_likes SET created_at = created_at - interval '2 hours' WHERE post_id = $1`, [post.id]);
    expect(await likesLastHour()).toBe(0);
    await db.query(`UPDATE posts SET last_liked_at = last_liked_at - interval '2 hours' WHERE id = $1`, [post.id]);
    expect(await likesLastHour()).toBe(0);
    await like(fans[2]);
    expect(await likesLastHour()).toBe(1);
  });

  it('ranks a creator new to the viewer above a followed one at energy 100, and below at 50', async () => {
    const fresh = await buildUser(server, { username: 'selam_films' });
    const followedPost = await buildPost(server, amara, 'Followed, same moment');
    const newPost = await buildPost(server, fresh, 'New voice, same moment');
    const position = async (energy: number) => {
      const order = ids((await feed({ mode: 'FOR_YOU', energy, first: 100 })).edges.map((e) => e.node));
      return order.indexOf(newPost.id) < order.indexOf(followedPost.id) ? 'new first' : 'followed first';
    };
    expect(await position(100)).toBe('new first');
    expect(await position(50)).toBe('followed first');
  });
});

describe('filters', () => {
  it('VERIFIED keeps verified creators; TRENDING keeps posts with a top-10 tag', async () => {
    const verified = await feed({ mode: 'FOR_YOU', filters: ['VERIFIED'], first: 100 });
    expect(new Set(verified.edges.map((e) => e.node.author?.username))).toEqual(new Set(['amara']));

    const tagged = await buildPost(server, tunde, 'Log drum season #amapiano');
    const trending = await feed({ mode: 'FOR_YOU', filters: ['TRENDING', 'GLOBAL'], first: 100 });
    const trendingIds = ids(trending.edges.map((e) => e.node));
    expect(trendingIds).toContain(tagged.id);
    for (const { node } of trending.edges) expect(node.content).toMatch(/#/);
    expect(trending.edges.find((e) => e.node.id === tagged.id)!.node.explanation!.summary).toMatch(
      /#amapiano is trending/,
    );
  });

  it("NEARBY asks for a location until there is one, then keeps authors in the viewer's country who show their location", async () => {
    const empty = await feed({ mode: 'FOR_YOU', filters: ['NEARBY'] });
    expect(empty).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      message: NEARBY_NEEDS_LOCATION,
    });

    const db = server.kuza.deps.db;
    await db.query(`UPDATE profiles SET country_code = 'KE', city = 'Nairobi' WHERE id = ANY($1::uuid[])`, [
      [viewer.id, amara.id],
    ]);
    await db.query(`UPDATE profiles SET country_code = 'NG', city = 'Lagos' WHERE id = $1`, [tunde.id]);
    // Only creators who show their location (Privacy & Safety, off by default) are anyone's Nearby.
    expect((await feed({ mode: 'FOR_YOU', filters: ['NEARBY'], first: 100 })).edges).toEqual([]);
    await db.query(
      `INSERT INTO user_settings (user_id, location) SELECT unnest($1::uuid[]), true ON CONFLICT (user_id) DO UPDATE SET location = true`,
      [[viewer.id, amara.id, tunde.id]],
    );
    const near = await feed({ mode: 'FOR_YOU', filters: ['NEARBY'], first: 100 });
    expect(near.message).toBeNull();
    expect(new Set(near.edges.map((e) => e.node.author?.username))).toEqual(new Set(['amara', 'reader']));
    const fromAmara = near.edges.find((e) => e.node.author?.username === 'amara')!;
    expect(fromAmara.node.explanation!.summary).toMatch(/^New from @amara, whom you follow; from your city; /);
  });

  it('PAID lists only members-only and pay-per-view posts: none here (tests/integration/paid-posts)', async () => {
    const paid = await feed({ mode: 'FOR_YOU', filters: ['PAID'] });
    expect(paid).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, message: null });
  });
});

describe('pagination', () => {
  it('never repeats or skips a post while new posts arrive between pages', async () => {
    const writers = await Promise.all(Array.from({ length: 3 }, () => buildUser(server)));
    for (let i = 0; i < 24; i++) await buildPost(server, writers[i % 3], `Batch post ${i} #batch`);
    const before = (await feed({ mode: 'FOR_YOU', energy: 50, first: 100 })).edges.map((e) => e.node.id);
    let n = 0;
    const seen = await allPages({ mode: 'FOR_YOU', energy: 50, first: 5 }, () =>
      buildPost(server, writers[n++ % 3], `Arrived meanwhile ${n}`),
    );
    expect(new Set(ids(seen)).size).toBe(seen.length);
    expect(ids(seen)).toEqual(before);
    // A fresh first page then shows what arrived.
    const fresh = await feed({ mode: 'FOR_YOU', energy: 0, first: 1 });
    expect(fresh.edges[0].node.content).toBe(`Arrived meanwhile ${n}`);
  });

  it('neither skips nor repeats a post that gains likes while the reader is between pages', async () => {
    const writers = await Promise.all(Array.from({ length: 2 }, () => buildUser(server)));
    for (let i = 0; i < 12; i++) await buildPost(server, writers[i % 2], `Quiet post ${i} #quiet`);
    const vars: FeedQueryVariables = { mode: 'FOR_YOU', filters: [], energy: 100, first: 4 };
    const listed = (await feed({ ...vars, first: 100 })).edges.map((e) => e.node);
    const before = ids(listed);
    const likers = await Promise.all(Array.from({ length: 10 }, () => buildUser(server)));
    // After the first page, the lowest ranked of these posts gains enough likes to rank above the first page's last.
    const lastOne = listed.filter((p) => p.content.startsWith('Quiet post')).at(-1)!.id;
    let liked = false;
    const seen = await allPages(vars, async () => {
      if (liked) return;
      liked = true;
      for (const liker of likers) {
        const res = await server.gql(
          graphql(`
            mutation FeedLikePost($id: ID!) {
              likePost(postId: $id) {
                id
              }
            }
          `),
          { id: lastOne },
          { token: liker.accessToken },
        );
        expect(res.errors).toBeUndefined();
      }
    });
    expect(ids(seen)).toEqual(before);
    // Ranked again now, it is above where the reader's first page ended: only the pinned order kept it in view.
    const fresh = ids((await feed({ ...vars, first: 100 })).edges.map((e) => e.node));
    expect(fresh.indexOf(lastOne)).toBeLessThan(fresh.indexOf(before[vars.first! - 1]));
  });

  it('continues through older windows when there are more posts than one window holds', async () => {
    const db = server.kuza.deps.db;
    await db.query(
      `INSERT INTO posts (user_id, content, created_at)
       SELECT $1, 'Archive ' || i, now() - interval '30 days' - i * interval '1 minute' FROM generate_series(1, 520) AS i`,
      [tunde.id],
    );
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM posts`);
    const seen = await allPages({ mode: 'FOR_YOU', energy: 80, first: 100 });
    expect(seen.length).toBe(count);
    expect(new Set(ids(seen)).size).toBe(count);
  });

  it('shows every post of every followed creator once in My Flow, however many creators are followed', async () => {
    // More creators than My Flow reads first (those who posted last), one of them with more posts than a window.
    const reader = await buildUser(server);
    const creators = await Promise.all(Array.from({ length: 30 }, () => buildUser(server)));
    for (const creator of creators) await follow(server, reader, creator);
    const db = server.kuza.deps.db;
    await db.query(
      `INSERT INTO posts (user_id, content, created_at)
       SELECT $1, 'Prolific ' || i, now() - i * interval '1 minute' FROM generate_series(1, 520) AS i`,
      [creators[0].id],
    );
    // The others posted once: some between the prolific creator's posts, some long before them.
    for (const [i, creator] of creators.slice(1).entries()) {
      await db.query(
        `INSERT INTO posts (user_id, content, created_at) VALUES ($1, $2, now() - $3::int * interval '37 minutes')`,
        [creator.id, `Now and then ${i}`, i % 2 === 0 ? i : 1000 + i],
      );
    }
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM posts WHERE user_id = ANY($1::uuid[])`, [
      creators.map((c) => c.id),
    ]);
    const reading: FeedQueryVariables = { mode: 'MY_FLOW', energy: 50, first: 100 };
    const seen: FeedPost[] = [];
    let after: string | null = null;
    do {
      const page = await feed({ ...reading, after }, reader);
      seen.push(...page.edges.map((e) => e.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen.length).toBe(count);
    expect(new Set(ids(seen)).size).toBe(count);
  });

  it('refuses a cursor from a feed with other settings', async () => {
    const page = await feed({ mode: 'FOR_YOU', energy: 50, first: 1 });
    const response = await server.gql(
      FEED,
      { mode: 'FOR_YOU', energy: 60, first: 1, after: page.pageInfo.endCursor },
      { token: viewer.accessToken },
    );
    expect(response.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
