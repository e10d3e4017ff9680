import { buildPost, follow, type TestPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { subscribeLive } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { block, mute, unblock, unmute } from './block-operations';

// Blocks and mutes on every surface (issue 33): Ama blocks Ben and mutes Cleo; Dee is nobody's. Each surface is read
// by each of them, and what they find is compared with what a block (both ways) and a mute (Ama alone) leave.
jest.setTimeout(120_000);

let server: TestServer;
let ama: TestUser;
let ben: TestUser;
let cleo: TestUser;
let dee: TestUser;
const posts: Record<string, TestPost> = {};
const clients: Array<ReturnType<TestServer['ws']>> = [];
let probes = 0;

const PROFILE = graphql(`
  query BlocksProfile($u: String!) {
    profile(username: $u) {
      username
      followersCount
      followingCount
      viewerIsFollowing
    }
  }
`);
const POST = graphql(`
  query BlocksPost($id: ID!) {
    post(id: $id) {
      id
    }
  }
`);
const POSTS = graphql(`
  query BlocksPosts($author: String) {
    posts(authorUsername: $author, first: 50) {
      edges {
        node {
          author {
            username
          }
        }
      }
    }
  }
`);
const FEED = graphql(`
  query BlocksFeed($mode: FeedMode!) {
    feed(mode: $mode, first: 50) {
      edges {
        node {
          author {
            username
          }
        }
      }
    }
  }
`);
const SEARCH = graphql(`
  query BlocksSearch($q: String!) {
    search(query: $q) {
      people {
        edges {
          node {
            username
          }
        }
      }
      posts {
        edges {
          node {
            author {
              username
            }
          }
        }
      }
    }
  }
`);
const TAG = graphql(`
  query BlocksTag($tag: String!) {
    postsByHashtag(tag: $tag, first: 50) {
      edges {
        node {
          author {
            username
          }
        }
      }
    }
  }
`);
const COMMENTS = graphql(`
  query BlocksComments($postId: ID!) {
    comments(postId: $postId) {
      edges {
        node {
          author {
            username
          }
        }
      }
    }
  }
`);
const COMMENT = graphql(`
  mutation BlocksComment($postId: ID!, $content: String!) {
    addComment(postId: $postId, content: $content) {
      id
    }
  }
`);
const LIKE = graphql(`
  mutation BlocksLike($postId: ID!) {
    likePost(postId: $postId) {
      likesCount
    }
  }
`);
const FOLLOW = graphql(`
  mutation BlocksFollow($u: String!) {
    follow(username: $u) {
      followersCount
    }
  }
`);
const MESSAGE = graphql(`
  mutation BlocksMessage($u: String!) {
    sendMessage(input: { toUsername: $u, content: "hello" }) {
      id
    }
  }
`);
const SHOUTOUT = graphql(`
  mutation BlocksShoutout($u: String!) {
    sendShoutout(input: { username: $u, message: "A great storyteller" }) {
      id
    }
  }
`);
const COLLAB = graphql(`
  mutation BlocksCollab($u: String!) {
    sendCollabRequest(input: { username: $u, type: FEATURE, amount: 0, message: "Shall we make a video?" }) {
      id
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query BlocksNotifications {
    unreadNotificationsCount
    notifications(first: 50) {
      edges {
        node {
          kind
          actor {
            username
          }
        }
      }
    }
  }
`);
const LISTS = graphql(`
  query BlocksLists {
    blockedProfiles {
      username
    }
    mutedProfiles {
      username
    }
  }
`);
const POST_CREATED = graphql(`
  subscription BlocksPostCreated($tag: String) {
    postCreated(tag: $tag) {
      content
      author {
        username
      }
    }
  }
`);

type Edges = { edges: Array<{ node: { author?: { username: string } | null; username?: string } }> };
const authors = (list: Edges | null | undefined) =>
  [...new Set((list?.edges ?? []).map((e) => e.node.author?.username ?? e.node.username ?? '?'))].sort();
const as = (user: TestUser | null) => ({ token: user?.accessToken });

beforeAll(async () => {
  server = await startTestServer();
  ama = await buildUser(server, { username: 'grid_ama' });
  ben = await buildUser(server, { username: 'grid_ben' });
  cleo = await buildUser(server, { username: 'grid_cleo' });
  dee = await buildUser(server, { username: 'grid_dee' });
  for (const user of [ama, ben, cleo, dee])
    posts[user.username] = await buildPost(server, user, `Zebrafish stories by ${user.username} #blockgrid`);
  await follow(server, ben, ama);
  await follow(server, ama, ben);
  await follow(server, ama, cleo);
  await follow(server, dee, ama);
  // Before the block and the mute: Ben and Cleo notify Ama, and everyone comments under Dee's post.
  await server.gql(LIKE, { postId: posts.grid_ama.id }, as(ben));
  for (const user of [ama, ben, cleo])
    await server.gql(COMMENT, { postId: posts.grid_dee.id, content: `Lovely, from ${user.username}` }, as(user));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.stop();
});

it('ends the follows both ways with exact counts, in the lists with undo', async () => {
  const before = (await server.gql(PROFILE, { u: 'grid_ama' }, as(dee))).data!.profile!;
  expect(before).toMatchObject({ followersCount: 2, followingCount: 2 });
  const blocked = await block(server, ama, ben);
  expect(blocked.block).toEqual({ username: 'grid_ben', followersCount: 0, followingCount: 0 });
  // Blocking again changes nothing.
  await block(server, ama, ben);
  expect((await server.gql(PROFILE, { u: 'grid_ama' }, as(dee))).data!.profile).toMatchObject({
    followersCount: 1,
    followingCount: 1,
  });
  expect((await server.gql(PROFILE, { u: 'grid_ben' }, as(dee))).data!.profile).toMatchObject({
    followersCount: 0,
    followingCount: 0,
  });
  expect((await mute(server, ama, cleo)).mute).toEqual({ username: 'grid_cleo', viewerHasMuted: true });
  const lists = (await server.gql(LISTS, {}, as(ama))).data!;
  expect(lists.blockedProfiles.map((p) => p.username)).toEqual(['grid_ben']);
  expect(lists.mutedProfiles.map((p) => p.username)).toEqual(['grid_cleo']);
  // Others' lists are their own.
  expect((await server.gql(LISTS, {}, as(ben))).data!.blockedProfiles).toEqual([]);
});

describe('what each of them sees', () => {
  // The authors each reader finds on each post surface: the block hides Ama and Ben from each other, the mute
  // hides Cleo from Ama alone, and nobody else notices anything.
  const EVERYONE = ['grid_ama', 'grid_ben', 'grid_cleo', 'grid_dee'];
  const SEES: Record<string, string[]> = {
    grid_ama: ['grid_ama', 'grid_dee'],
    grid_ben: ['grid_ben', 'grid_cleo', 'grid_dee'],
    grid_cleo: EVERYONE,
    grid_dee: EVERYONE,
  };
  const readers = () => [ama, ben, cleo, dee];

  it('FOR_YOU, all posts, search, hashtag pages', async () => {
    for (const reader of readers()) {
      const expected = SEES[reader.username];
      const feed = await server.gql(FEED, { mode: 'FOR_YOU' }, as(reader));
      expect([reader.username, 'FOR_YOU', authors(feed.data?.feed)]).toEqual([reader.username, 'FOR_YOU', expected]);
      const all = await server.gql(POSTS, {}, as(reader));
      expect([reader.username, 'posts', authors(all.data?.posts)]).toEqual([reader.username, 'posts', expected]);
      const found = await server.gql(SEARCH, { q: 'zebrafish' }, as(reader));
      expect([reader.username, 'search', authors(found.data?.search.posts)]).toEqual([
        reader.username,
        'search',
        expected,
      ]);
      const tag = await server.gql(TAG, { tag: 'blockgrid' }, as(reader));
      expect([reader.username, 'tag', authors(tag.data?.postsByHashtag)]).toEqual([reader.username, 'tag', expected]);
    }
    // Anonymous visitors are nobody's: they see everyone.
    expect(authors((await server.gql(TAG, { tag: 'blockgrid' })).data?.postsByHashtag)).toEqual(EVERYONE);
    expect(authors((await server.gql(SEARCH, { q: 'zebrafish' })).data?.search.posts)).toEqual(EVERYONE);
  });

  it('people search and profiles: blocked either way is "not found"; muted is still there', async () => {
    const people = async (reader: TestUser) =>
      authors((await server.gql(SEARCH, { q: 'grid' }, as(reader))).data?.search.people);
    expect(await people(ama)).toEqual(['grid_ama', 'grid_cleo', 'grid_dee']);
    expect(await people(ben)).toEqual(['grid_ben', 'grid_cleo', 'grid_dee']);
    expect(await people(cleo)).toEqual(['grid_ama', 'grid_ben', 'grid_cleo', 'grid_dee']);
    for (const [reader, other] of [
      [ben, ama],
      [ama, ben],
    ]) {
      expect((await server.gql(PROFILE, { u: other.username }, as(reader))).data!.profile).toBeNull();
      expect((await server.gql(POST, { id: posts[other.username].id }, as(reader))).data!.post).toBeNull();
      expect(authors((await server.gql(POSTS, { author: other.username }, as(reader))).data?.posts)).toEqual([]);
      expect(errorCode(await server.gql(COMMENTS, { postId: posts[other.username].id }, as(reader)))).toBe('NOT_FOUND');
    }
    expect((await server.gql(PROFILE, { u: 'grid_cleo' }, as(ama))).data!.profile?.username).toBe('grid_cleo');
    expect((await server.gql(POST, { id: posts.grid_ama.id }, as(cleo))).data!.post?.id).toBe(posts.grid_ama.id);
  });

  it('comments under a third person post leave out the other side of a block', async () => {
    const under = async (reader: TestUser) =>
      authors((await server.gql(COMMENTS, { postId: posts.grid_dee.id }, as(reader))).data?.comments);
    expect(await under(ama)).toEqual(['grid_ama', 'grid_cleo']);
    expect(await under(ben)).toEqual(['grid_ben', 'grid_cleo']);
    expect(await under(dee)).toEqual(['grid_ama', 'grid_ben', 'grid_cleo']);
  });

  it('MY_FLOW leaves out a muted creator one follows', async () => {
    const flow = async () => authors((await server.gql(FEED, { mode: 'MY_FLOW' }, as(ama))).data?.feed);
    expect(await flow()).toEqual(['grid_ama']);
    await unmute(server, ama, cleo);
    expect(await flow()).toEqual(['grid_ama', 'grid_cleo']);
    await mute(server, ama, cleo);
    expect(await flow()).toEqual(['grid_ama']);
  });
});

it('refuses every way of reaching the other side of a block, both ways', async () => {
  for (const [from, to] of [
    [ben, ama],
    [ama, ben],
  ]) {
    const u = to.username;
    expect(errorCode(await server.gql(FOLLOW, { u }, as(from)))).toBe('NOT_FOUND');
    expect(errorCode(await server.gql(COMMENT, { postId: posts[u].id, content: 'Hi' }, as(from)))).toBe('NOT_FOUND');
    expect(errorCode(await server.gql(LIKE, { postId: posts[u].id }, as(from)))).toBe('NOT_FOUND');
    const message = await server.gql(MESSAGE, { u }, as(from));
    expect([errorCode(message), message.errors?.[0]?.extensions?.messageId]).toEqual(['FORBIDDEN', 'dm.cannotMessage']);
    expect(errorCode(await server.gql(SHOUTOUT, { u }, as(from)))).toBe('NOT_FOUND');
    expect(errorCode(await server.gql(COLLAB, { u }, as(from)))).toBe('NOT_FOUND');
  }
  // A muted person may still do all of it: the mute is silent.
  expect((await server.gql(LIKE, { postId: posts.grid_ama.id }, as(cleo))).errors).toBeUndefined();
  expect((await server.gql(MESSAGE, { u: 'grid_ama' }, as(cleo))).errors).toBeUndefined();
  expect((await server.gql(FOLLOW, { u: 'grid_ama' }, as(cleo))).errors).toBeUndefined();
});

it("keeps the blocked and the muted out of the blocker's notifications, and their counts", async () => {
  await server.gql(LIKE, { postId: posts.grid_ama.id }, as(dee));
  const mine = (await server.gql(NOTIFICATIONS, {}, as(ama))).data!;
  const actors = mine.notifications.edges.map((e) => e.node.actor?.username);
  expect(actors).toContain('grid_dee');
  expect(actors).not.toContain('grid_ben');
  expect(actors).not.toContain('grid_cleo');
  expect(mine.unreadNotificationsCount).toBe(mine.notifications.edges.length);
});

it('does not deliver the other side of a block, nor the muted, to postCreated subscribers', async () => {
  const listen = async (user: TestUser) => {
    const client = server.ws(user.accessToken);
    clients.push(client);
    let probing: Promise<unknown> | null = null;
    return subscribeLive(
      client,
      POST_CREATED,
      { tag: 'blockgridlive' },
      (data) => ({ content: data.postCreated.content, author: data.postCreated.author?.username }),
      () => {
        // Each probe its own text: spam detection refuses a post repeated within a day.
        probing ??= buildPost(server, dee, `probe ${(probes += 1)} #blockgridlive`).finally(() => (probing = null));
      },
      (event) => event.content.startsWith('probe'),
    );
  };
  const benLive = await listen(ben);
  const amaLive = await listen(ama);
  await buildPost(server, ama, 'From Ama #blockgridlive');
  await buildPost(server, cleo, 'From Cleo #blockgridlive');
  await buildPost(server, dee, 'From Dee #blockgridlive');
  // Each gets the posts in order: Ben's first one is Cleo's (Ama's was left out).
  expect(await benLive.events.next()).toEqual({ content: 'From Cleo #blockgridlive', author: 'grid_cleo' });
  expect(await benLive.events.next()).toEqual({ content: 'From Dee #blockgridlive', author: 'grid_dee' });
  // Ama gets her own post, and not Cleo's (muted).
  expect(await amaLive.events.next()).toEqual({ content: 'From Ama #blockgridlive', author: 'grid_ama' });
  expect(await amaLive.events.next()).toEqual({ content: 'From Dee #blockgridlive', author: 'grid_dee' });
  benLive.dispose();
  amaLive.dispose();
});

it('an unblock lets them see each other again, without the follows it ended', async () => {
  await unblock(server, ama, ben);
  const profile = (await server.gql(PROFILE, { u: 'grid_ama' }, as(ben))).data!.profile;
  expect(profile).toMatchObject({ username: 'grid_ama', viewerIsFollowing: false });
  expect(authors((await server.gql(FEED, { mode: 'FOR_YOU' }, as(ben))).data?.feed)).toContain('grid_ama');
  expect((await server.gql(LISTS, {}, as(ama))).data!.blockedProfiles).toEqual([]);
  expect(errorCode(await server.gql(FOLLOW, { u: 'grid_ama' }, as(ben)))).toBeUndefined();
});

it('refuses blocking or muting oneself and unknown people', async () => {
  const self = await server.gql(
    graphql(`
      mutation BlocksSelf($u: String!) {
        block(username: $u) {
          id
        }
      }
    `),
    { u: 'grid_ama' },
    as(ama),
  );
  expect(self.errors?.[0]?.extensions?.messageId).toBe('block.cannotBlockSelf');
  const nobody = await server.gql(
    graphql(`
      mutation BlocksNobody($u: String!) {
        mute(username: $u) {
          id
        }
      }
    `),
    { u: 'grid_nobody' },
    as(ama),
  );
  expect(errorCode(nobody)).toBe('NOT_FOUND');
  expect(errorCode(await server.gql(LISTS, {}))).toBe('UNAUTHENTICATED');
});

it("leaves the other side of a block out of a third person's follower lists", async () => {
  const FOLLOWERS = graphql(`
    query BlocksFollowers($u: String!) {
      profile(username: $u) {
        followers(first: 50) {
          edges {
            node {
              username
            }
          }
        }
      }
    }
  `);
  await follow(server, ama, dee);
  await follow(server, ben, dee);
  await block(server, ama, ben);
  const followersOfDee = async (reader: TestUser) =>
    authors((await server.gql(FOLLOWERS, { u: 'grid_dee' }, as(reader))).data?.profile?.followers);
  expect(await followersOfDee(ben)).not.toContain('grid_ama');
  expect(await followersOfDee(ama)).not.toContain('grid_ben');
  expect(await followersOfDee(cleo)).toEqual(expect.arrayContaining(['grid_ama', 'grid_ben']));
});
