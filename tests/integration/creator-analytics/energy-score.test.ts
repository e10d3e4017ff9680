import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RANK_ENERGY_TASK } from '../../../server/src/features/creator-analytics';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { follow } from '../../helpers/content-factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buildPost, placeUser, RECORD_IMPRESSIONS } from '../location/location-operations';

jest.setTimeout(60_000);

const ENERGY = graphql(`
  query MyEnergyScore {
    myEnergyScore {
      id
      score
      parts {
        id
        points
        maxPoints
      }
      posts
      commentsReceived
      repliedInTime
      impressions
      engagementBasisPoints
      topPercent
      verificationEligible
    }
  }
`);

const ACTIVITY = graphql(`
  query MyAudienceActivity {
    myAudienceActivity {
      id
      utcHours
      languages {
        language
        followers
      }
    }
  }
`);

const COMMENT = graphql(`
  mutation EnergyComment($postId: ID!, $content: String!, $parentId: ID) {
    addComment(postId: $postId, content: $content, parentId: $parentId) {
      id
    }
  }
`);

const LIKE = graphql(`
  mutation EnergyLike($id: ID!) {
    likePost(postId: $id) {
      id
    }
  }
`);

const LANGUAGE = graphql(`
  mutation EnergyLanguage($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      language
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const gql = async <T, V>(user: TestUser, query: TypedDocumentNode<T, V>, variables?: V) => {
  const response = await server.gql(query, variables, { token: user.accessToken });
  expect(response.errors).toBeUndefined();
  return response.data!;
};

const rankEveryone = async () => {
  await server.kuza.jobs.add(RANK_ENERGY_TASK, {});
  await server.kuza.jobs.runUntilIdle();
};

it('is zero, unranked and not eligible for a creator who has not posted', async () => {
  const newcomer = await buildUser(server);
  const { myEnergyScore } = await gql(newcomer, ENERGY);
  expect(myEnergyScore).toMatchObject({ id: newcomer.id, score: 0, posts: 0, topPercent: null });
  expect(myEnergyScore.verificationEligible).toBe(false);
});

it("scores a creator's real posting, replies within a day and engagement, and ranks them among creators", async () => {
  const creator = await buildUser(server);
  const fan = await buildUser(server);
  const quiet = await buildUser(server);
  await placeUser(server, fan.accessToken, 'Lagos');
  const posts: string[] = [];
  for (let i = 0; i < 12; i += 1) posts.push(await buildPost(server, creator.id, `Story number ${i}`));
  await buildPost(server, quiet.id, 'Just one post');

  // The fan sees two posts, likes one and comments twice; the creator answers one comment at once, one two days late.
  await gql(fan, RECORD_IMPRESSIONS, { postIds: posts.slice(0, 2) });
  await gql(fan, LIKE, { id: posts[0]! });
  const first = (await gql(fan, COMMENT, { postId: posts[0]!, content: 'Beautiful' })).addComment.id;
  const second = (await gql(fan, COMMENT, { postId: posts[1]!, content: 'More please' })).addComment.id;
  await gql(creator, COMMENT, { postId: posts[0]!, content: 'Thank you!', parentId: first });
  const late = (await gql(creator, COMMENT, { postId: posts[1]!, content: 'Soon', parentId: second })).addComment.id;
  await server.kuza.deps.db.query(`UPDATE comments SET created_at = created_at + interval '2 days' WHERE id = $1`, [
    late,
  ]);

  const { myEnergyScore } = await gql(creator, ENERGY);
  expect(myEnergyScore).toMatchObject({
    posts: 12,
    commentsReceived: 2,
    repliedInTime: 1,
    impressions: 2,
    // (1 like + 2 comments) / 2 impressions
    engagementBasisPoints: 15_000,
  });
  expect(myEnergyScore.parts).toEqual([
    { id: 'frequency', points: 34, maxPoints: 34 },
    { id: 'replies', points: 17, maxPoints: 33 },
    { id: 'engagement', points: 33, maxPoints: 33 },
  ]);
  expect(myEnergyScore.score).toBe(84);
  expect(myEnergyScore.verificationEligible).toBe(false);

  await rankEveryone();
  const ranked = (await gql(creator, ENERGY)).myEnergyScore;
  expect(ranked.topPercent).not.toBeNull();
  const quietRank = (await gql(quiet, ENERGY)).myEnergyScore;
  expect(quietRank.score).toBeLessThan(ranked.score);
  expect(quietRank.topPercent!).toBeGreaterThan(ranked.topPercent!);
});

it('shows when the audience is active by UTC hour and which languages followers use', async () => {
  const creator = await buildUser(server);
  const [fan, other] = [await buildUser(server), await buildUser(server)];
  await gql(fan, LANGUAGE, { input: { language: 'sw' } });
  await follow(server, fan, creator);
  await follow(server, other, creator);
  const post = await buildPost(server, creator.id, 'Habari za asubuhi');
  await gql(fan, LIKE, { id: post });
  await gql(creator, LIKE, { id: post });
  await server.kuza.deps.db.query(
    `UPDATE post_likes SET created_at = date_trunc('day', now()) + interval '7 hours' WHERE post_id = $1`,
    [post],
  );

  const { myAudienceActivity } = await gql(creator, ACTIVITY);
  expect(myAudienceActivity.utcHours).toHaveLength(24);
  // The creator's own like is not their audience.
  expect(myAudienceActivity.utcHours[7]).toBe(1);
  expect(myAudienceActivity.utcHours.reduce((a, b) => a + b, 0)).toBe(1);
  expect(myAudienceActivity.languages).toEqual([
    { language: 'sw', followers: 1 },
    { language: null, followers: 1 },
  ]);
});

it('answers only the signed-in creator', async () => {
  const response = await server.gql(ENERGY, {});
  expect(errorCode(response)).toBe('UNAUTHENTICATED');
});
