import { PLATFORM_MESSAGES } from '@kuza/common';
import { buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// A profile's followers and following: who they are, most recent follow first, page by page, and Show followers.
jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let readers: TestUser[];

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara_lists' });
  readers = [];
  for (const name of ['reader_a', 'reader_b', 'reader_c']) readers.push(await buildUser(server, { username: name }));
  // Followed one after another: reader_c is the most recent follower.
  for (const reader of readers) await follow(server, reader, amara);
  await follow(server, amara, readers[1]);
});
afterAll(() => server.stop());

const LIST = graphql(`
  query FollowListsProfile($u: String!, $first: Int, $after: String) {
    profile(username: $u) {
      followers(first: $first, after: $after) {
        edges {
          node {
            username
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
const FOLLOWING = graphql(`
  query FollowListsProfileFollowing($u: String!) {
    profile(username: $u) {
      following {
        edges {
          node {
            username
            followersCount
          }
        }
      }
    }
  }
`);

const names = (list: { edges: Array<{ node: { username: string } }> }) => list.edges.map((edge) => edge.node.username);

it('lists who follows a creator, most recent first, page by page, and whom they follow', async () => {
  const first = await server.gql(LIST, { u: 'amara_lists', first: 2 }, { token: readers[0].accessToken });
  expect(first.errors).toBeUndefined();
  expect(names(first.data!.profile!.followers)).toEqual(['reader_c', 'reader_b']);
  expect(first.data!.profile!.followers.pageInfo.hasNextPage).toBe(true);

  const next = await server.gql(LIST, {
    u: 'amara_lists',
    first: 2,
    after: first.data!.profile!.followers.pageInfo.endCursor,
  });
  expect(names(next.data!.profile!.followers)).toEqual(['reader_a']);
  expect(next.data!.profile!.followers.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });

  const following = await server.gql(FOLLOWING, { u: 'amara_lists' });
  expect(following.data!.profile!.following.edges).toEqual([{ node: { username: 'reader_b', followersCount: 1 } }]);
});

it('keeps the list of followers to the creator when they turn Show followers off, and shows it again when on', async () => {
  const setShowFollowers = (on: boolean) =>
    server.gql(
      graphql(`
        mutation FollowListsUpdateSettings($p: PrivacySettingsInput!) {
          updateSettings(input: { privacy: $p }) {
            privacy {
              showFollowers
            }
          }
        }
      `),
      { p: { showFollowers: on } },
      { token: amara.accessToken },
    );
  await setShowFollowers(false);
  try {
    const other = await server.gql(LIST, { u: 'amara_lists' }, { token: readers[0].accessToken });
    expect(other.errors?.[0]).toMatchObject({
      message: PLATFORM_MESSAGES.followersPrivate,
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await server.gql(LIST, { u: 'amara_lists' });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: PLATFORM_MESSAGES.followersPrivate,
      extensions: { code: 'FORBIDDEN' },
    });

    const own = await server.gql(LIST, { u: 'amara_lists' }, { token: amara.accessToken });
    expect(names(own.data!.profile!.followers)).toEqual(['reader_c', 'reader_b', 'reader_a']);
    // The count and whom the creator follows stay public.
    const counts = await server.gql(
      graphql(`
        query FollowListsCounts($u: String!) {
          profile(username: $u) {
            followersCount
            following {
              edges {
                node {
                  username
                }
              }
            }
          }
        }
      `),
      { u: 'amara_lists' },
    );
    expect(counts.data!.profile).toEqual({
      followersCount: 3,
      following: { edges: [{ node: { username: 'reader_b' } }] },
    });
  } finally {
    await setShowFollowers(true);
  }
  expect(
    names((await server.gql(LIST, { u: 'amara_lists' }, { token: readers[0].accessToken })).data!.profile!.followers),
  ).toHaveLength(3);
});

it('asks anonymous visitors to sign in when the creator shares their profile with members only', async () => {
  await server.gql(
    graphql(`
      mutation FollowListsMakeProfilePrivate {
        updateSettings(input: { privacy: { publicProfile: false } }) {
          id
        }
      }
    `),
    {},
    { token: readers[1].accessToken },
  );
  // Reached through one of reader_b's posts, not through their profile page.
  const post = await buildPost(server, readers[1], 'Members only, mostly');
  const anonymous = await server.gql(
    graphql(`
      query FollowListsPost($id: ID!) {
        post(id: $id) {
          author {
            followers {
              edges {
                node {
                  username
                }
              }
            }
          }
        }
      }
    `),
    { id: post.id },
  );
  expect(anonymous.errors?.[0]).toMatchObject({
    message: PLATFORM_MESSAGES.profileNeedsSignIn,
    extensions: { code: 'UNAUTHENTICATED' },
  });
  const member = await server.gql(
    graphql(`
      query FollowListsProfileFollowers {
        profile(username: "reader_b") {
          followers {
            edges {
              node {
                username
              }
            }
          }
        }
      }
    `),
    {},
    { token: readers[0].accessToken },
  );
  expect(names(member.data!.profile!.followers)).toEqual(['amara_lists']);
});

it('refuses a page size outside 1-100 and a cursor that is not one', async () => {
  const big = await server.gql(LIST, { u: 'amara_lists', first: 101 });
  expect(big.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  const bad = await server.gql(LIST, { u: 'amara_lists', after: 'nope' });
  expect(bad.errors?.[0]).toMatchObject({
    message: 'Invalid cursor',
    extensions: { code: 'BAD_USER_INPUT', field: 'after' },
  });
});
