import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Real server, database and many concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let author: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await buildUser(server, { username: 'tunde_beats' });
});
afterAll(() => server.stop());

const LIKE = graphql(`
  mutation CountersLikePost($id: ID!) {
    likePost(postId: $id) {
      likesCount
      viewerHasLiked
    }
  }
`);
const likesOf = async (id: string) =>
  (
    await server.gql(
      graphql(`
        query CountersPost($id: ID!) {
          post(id: $id) {
            likesCount
            sharesCount
          }
        }
      `),
      { id },
    )
  ).data!.post;

async function buildUsers(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  // Ten at a time: quick, without exhausting the connection pool.
  for (let i = 0; i < count; i += 10)
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => buildUser(server)))));
  return users;
}

it('counts 200 simultaneous likes from 200 people exactly', async () => {
  const post = await buildPost(server, author, 'New beat drop #afrobeats');
  const fans = await buildUsers(200);
  const responses = await Promise.all(fans.map((fan) => server.gql(LIKE, { id: post.id }, { token: fan.accessToken })));
  expect(responses.filter((r) => r.errors)).toEqual([]);
  expect(responses.every((r) => r.data!.likePost.viewerHasLiked)).toBe(true);
  expect((await likesOf(post.id))!.likesCount).toBe(200);
  // Every answer saw a count no one else saw: the counter moved one step per like.
  const counts = responses.map((r) => r.data!.likePost.likesCount).sort((a, b) => a - b);
  expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

  // 50 of them unlike at once while 50 others like again (a repeat): only the unlikes count.
  await Promise.all([
    ...fans.slice(0, 50).map((fan) =>
      server.gql(
        graphql(`
          mutation CountersUnlikePost($id: ID!) {
            unlikePost(postId: $id) {
              likesCount
            }
          }
        `),
        { id: post.id },
        { token: fan.accessToken },
      ),
    ),
    ...fans.slice(50, 100).map((fan) => server.gql(LIKE, { id: post.id }, { token: fan.accessToken })),
  ]);
  expect((await likesOf(post.id))!.likesCount).toBe(150);
});

it('a second like, or a second share, by the same person changes nothing', async () => {
  const post = await buildPost(server, author, 'Stems are out');
  const fan = await buildUser(server);
  const results = await Promise.all([1, 2, 3].map(() => server.gql(LIKE, { id: post.id }, { token: fan.accessToken })));
  expect(results.map((r) => r.data!.likePost)).toEqual(Array(3).fill({ likesCount: 1, viewerHasLiked: true }));
  for (let i = 0; i < 2; i++) {
    const shared = await server.gql(
      graphql(`
        mutation CountersSharePost($id: ID!) {
          sharePost(postId: $id) {
            sharesCount
          }
        }
      `),
      { id: post.id },
      { token: fan.accessToken },
    );
    expect(shared.data!.sharePost.sharesCount).toBe(1);
  }
  const unliked = await server.gql(
    graphql(`
      mutation CountersUnlikeTwice($id: ID!) {
        unlikePost(postId: $id) {
          likesCount
          viewerHasLiked
        }
      }
    `),
    { id: post.id },
    { token: fan.accessToken },
  );
  expect(unliked.data!.unlikePost).toEqual({ likesCount: 0, viewerHasLiked: false });
  const again = await server.gql(
    graphql(`
      mutation CountersUnlikePost($id: ID!) {
        unlikePost(postId: $id) {
          likesCount
        }
      }
    `),
    { id: post.id },
    { token: fan.accessToken },
  );
  expect(again.data!.unlikePost.likesCount).toBe(0);
});

it('keeps usageCount exact when many people post with the same tags at once, and when those posts are deleted', async () => {
  const posters = await buildUsers(40);
  const created = await Promise.all(
    posters.map((poster, i) =>
      server.gql(
        graphql(`
          mutation CountersCreatePost($c: String!) {
            createPost(input: { content: $c }) {
              id
            }
          }
        `),
        // Tags in different orders and cases: a shared tag must never deadlock or double count.
        { c: i % 2 ? `#Lagos #jollof night ${i}` : `#jollof and #LAGOS ${i} #lagos` },
        { token: poster.accessToken },
      ),
    ),
  );
  expect(created.filter((r) => r.errors)).toEqual([]);
  const tags = await server.gql(
    graphql(`
      query CountersHashtagAndHashtag {
        lagos: hashtag(tag: "lagos") {
          usageCount
        }
        jollof: hashtag(tag: "JOLLOF") {
          usageCount
        }
      }
    `),
  );
  expect(tags.data).toEqual({ lagos: { usageCount: 40 }, jollof: { usageCount: 40 } });

  await Promise.all(
    created.slice(0, 15).map((r, i) =>
      server.gql(
        graphql(`
          mutation CountersDeletePost($id: ID!) {
            deletePost(id: $id)
          }
        `),
        { id: r.data!.createPost.id },
        { token: posters[i].accessToken },
      ),
    ),
  );
  const after = await server.gql(
    graphql(`
      query CountersHashtagAndHashtagUsageCount {
        lagos: hashtag(tag: "lagos") {
          usageCount
        }
        jollof: hashtag(tag: "jollof") {
          usageCount
        }
      }
    `),
  );
  expect(after.data).toEqual({ lagos: { usageCount: 25 }, jollof: { usageCount: 25 } });
});

it('counts simultaneous follows both ways exactly', async () => {
  const people = await buildUsers(12);
  // Everyone follows everyone else at the same time, including pairs following each other.
  const pairs = people.flatMap((a) => people.filter((b) => b !== a).map((b) => [a, b] as const));
  const results = await Promise.all(
    pairs.map(([a, b]) =>
      server.gql(
        graphql(`
          mutation CountersFollow($u: String!) {
            follow(username: $u) {
              id
            }
          }
        `),
        { u: b.username },
        { token: a.accessToken },
      ),
    ),
  );
  expect(results.filter((r) => r.errors)).toEqual([]);
  for (const person of people) {
    const profile = await server.gql(
      graphql(`
        query CountersProfile($u: String!) {
          profile(username: $u) {
            followersCount
            followingCount
          }
        }
      `),
      { u: person.username },
    );
    expect(profile.data!.profile).toEqual({ followersCount: 11, followingCount: 11 });
  }
});
