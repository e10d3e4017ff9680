import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { MyPostStatsQueryVariables } from '../../gql/graphql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { follow } from '../../helpers/content-factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buildPost, placeUser, RECORD_CLICK, RECORD_IMPRESSIONS } from '../location/location-operations';

jest.setTimeout(60_000);

const STATS = graphql(`
  query MyPostStats($days: Int, $top: Int) {
    myPostStats(days: $days, top: $top) {
      id
      posts
      followers
      allTime {
        impressions
        clicks
        likes
        comments
        shares
        newFollowers
      }
      last30Days {
        impressions
        clicks
        likes
        comments
        shares
        newFollowers
      }
      previous30Days {
        impressions
        clicks
        likes
        comments
        shares
        newFollowers
      }
      daily {
        date
        impressions
        clicks
        likes
        comments
        shares
        newFollowers
      }
      topPosts {
        post {
          id
          content
        }
        impressions
        clicks
        likes
        comments
        shares
      }
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const gql = <T, V>(user: TestUser, query: TypedDocumentNode<T, V>, variables?: V) =>
  server.gql(query, variables, { token: user.accessToken });
const stats = async (user: TestUser, variables: MyPostStatsQueryVariables = {}) => {
  const response = await gql(user, STATS, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.myPostStats;
};
const utcToday = () => new Date().toISOString().slice(0, 10);

it('is all zeros, with a 30-day series, for a creator without posts', async () => {
  const creator = await buildUser(server);
  const data = await stats(creator);
  expect(data).toMatchObject({ id: creator.id, posts: 0, followers: 0, topPosts: [] });
  expect(data.allTime).toEqual({ impressions: 0, clicks: 0, likes: 0, comments: 0, shares: 0, newFollowers: 0 });
  expect(data.daily).toHaveLength(30);
  expect(data.daily.at(-1)!.date).toBe(utcToday());
  expect(data.daily.every((d) => d.impressions === 0)).toBe(true);
});

it("counts the real impressions, clicks, likes, comments, shares and followers of the creator's posts", async () => {
  const creator = await buildUser(server);
  const [nairobi, lagos, unplaced] = [await buildUser(server), await buildUser(server), await buildUser(server)];
  await placeUser(server, nairobi.accessToken, 'Nairobi');
  await placeUser(server, lagos.accessToken, 'Lagos');
  const popular = await buildPost(server, creator.id, 'Popular post');
  const quiet = await buildPost(server, creator.id, 'Quiet post');
  const unseen = await buildPost(server, creator.id, 'Unseen post');
  const someoneElses = await buildPost(server, nairobi.id, 'Not theirs');

  await gql(nairobi, RECORD_IMPRESSIONS, { postIds: [popular, quiet, someoneElses] });
  await gql(lagos, RECORD_IMPRESSIONS, { postIds: [popular] });
  // Without a known city a view is not counted (as on Geographic Data); the creator's own views never are.
  await gql(unplaced, RECORD_IMPRESSIONS, { postIds: [popular] });
  await gql(creator, RECORD_IMPRESSIONS, { postIds: [popular] });
  await gql(nairobi, RECORD_CLICK, { postId: popular });
  for (const fan of [nairobi, lagos])
    await gql(
      fan,
      graphql(`
        mutation MyPostStatsLikePost($id: ID!) {
          likePost(postId: $id) {
            id
          }
        }
      `),
      { id: popular },
    );
  await gql(
    lagos,
    graphql(`
      mutation MyPostStatsLikePost($id: ID!) {
        likePost(postId: $id) {
          id
        }
      }
    `),
    { id: quiet },
  );
  await gql(
    nairobi,
    graphql(`
      mutation MyPostStatsAddComment($id: ID!) {
        addComment(postId: $id, content: "Love it") {
          id
        }
      }
    `),
    { id: popular },
  );
  await gql(
    lagos,
    graphql(`
      mutation MyPostStatsSharePost($id: ID!) {
        sharePost(postId: $id) {
          id
        }
      }
    `),
    { id: popular },
  );
  await follow(server, nairobi, creator);
  await follow(server, lagos, creator);

  const data = await stats(creator);
  expect(data.posts).toBe(3);
  expect(data.followers).toBe(2);
  const expected = { impressions: 3, clicks: 1, likes: 3, comments: 1, shares: 1, newFollowers: 2 };
  expect(data.allTime).toEqual(expected);
  expect(data.last30Days).toEqual(expected);
  expect(data.previous30Days).toEqual({ impressions: 0, clicks: 0, likes: 0, comments: 0, shares: 0, newFollowers: 0 });
  expect(data.daily.at(-1)).toEqual({ date: utcToday(), ...expected });
  expect(data.topPosts).toEqual([
    { post: { id: popular, content: 'Popular post' }, impressions: 2, clicks: 1, likes: 2, comments: 1, shares: 1 },
    { post: { id: quiet, content: 'Quiet post' }, impressions: 1, clicks: 0, likes: 1, comments: 0, shares: 0 },
    { post: { id: unseen, content: 'Unseen post' }, impressions: 0, clicks: 0, likes: 0, comments: 0, shares: 0 },
  ]);
  expect((await stats(creator, { top: 1 })).topPosts).toHaveLength(1);
});

it('puts older activity on its day and in the previous 30 days', async () => {
  const creator = await buildUser(server);
  const fan = await buildUser(server);
  await placeUser(server, fan.accessToken, 'Accra');
  const post = await buildPost(server, creator.id, 'Older post');
  await gql(fan, RECORD_IMPRESSIONS, { postIds: [post] });
  await gql(
    fan,
    graphql(`
      mutation MyPostStatsLikePost($id: ID!) {
        likePost(postId: $id) {
          id
        }
      }
    `),
    { id: post },
  );
  await follow(server, fan, creator);
  const db = server.kuza.deps.db;
  await db.query(`UPDATE location_events SET created_at = now() - interval '40 days' WHERE post_id = $1`, [post]);
  await db.query(`UPDATE post_likes SET created_at = now() - interval '3 days' WHERE post_id = $1`, [post]);
  await db.query(`UPDATE follows SET created_at = now() - interval '45 days' WHERE followee_id = $1`, [creator.id]);

  const data = await stats(creator, { days: 7 });
  expect(data.daily).toHaveLength(7);
  expect(data.last30Days).toMatchObject({ impressions: 0, likes: 1, newFollowers: 0 });
  expect(data.previous30Days).toMatchObject({ impressions: 1, likes: 0, newFollowers: 1 });
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  expect(data.daily.find((d) => d.date === threeDaysAgo)).toMatchObject({ likes: 1 });
  expect(data.allTime).toMatchObject({ impressions: 1, likes: 1, newFollowers: 1 });
});

it('checks its arguments and needs a signed-in user', async () => {
  const creator = await buildUser(server);
  const bad = await gql(creator, STATS, { days: 0 });
  expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  expect(bad.errors?.[0].message).toBe('days must be a whole number from 1 to 90.');
  expect(errorCode(await gql(creator, STATS, { top: 51 }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await server.gql(STATS))).toBe('UNAUTHENTICATED');
});
