import { agePost, buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Real server, database and 50 concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let author: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await buildUser(server, { username: 'zawadi_art' });
});
afterAll(() => server.stop());

const REPOST = graphql(`
  mutation RepostsRepost($id: ID!) {
    repost(postId: $id) {
      id
      repostsCount
      viewerHasReposted
    }
  }
`);
const UNDO = graphql(`
  mutation RepostsUndo($id: ID!) {
    undoRepost(postId: $id) {
      repostsCount
      viewerHasReposted
    }
  }
`);
const QUOTE = graphql(`
  mutation RepostsQuote($id: ID!, $content: String!) {
    quotePost(postId: $id, content: $content) {
      id
      content
      quotedPostRemoved
      quotedPost {
        id
        content
      }
    }
  }
`);
const POST = graphql(`
  query RepostsPost($id: ID!) {
    post(id: $id) {
      repostsCount
      quotesCount
      viewerHasReposted
      quotedPostRemoved
      quotedPost {
        id
      }
    }
  }
`);
const MY_FLOW = graphql(`
  query RepostsMyFlow {
    feed(mode: MY_FLOW, first: 20) {
      edges {
        node {
          id
          repostedBy {
            username
          }
          explanation {
            summary
            repostedBy
          }
        }
      }
    }
  }
`);

const block = (blocker: TestUser, blocked: TestUser) =>
  server.kuza.deps.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blocker.id, blocked.id]);

async function buildUsers(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 10)
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => buildUser(server)))));
  return users;
}

it('counts 50 simultaneous reposts exactly, a repeat changes nothing, and undo takes one back', async () => {
  const post = await buildPost(server, author, 'Kanga prints for the season #fashion');
  const fans = await buildUsers(50);
  const responses = await Promise.all(
    fans.map((fan) => server.gql(REPOST, { id: post.id }, { token: fan.accessToken })),
  );
  expect(responses.filter((r) => r.errors)).toEqual([]);
  expect(responses.every((r) => r.data!.repost.viewerHasReposted)).toBe(true);
  expect((await server.gql(POST, { id: post.id })).data!.post!.repostsCount).toBe(50);

  // 10 undo while 10 others repost again at the same time: only the undos count.
  await Promise.all([
    ...fans.slice(0, 10).map((fan) => server.gql(UNDO, { id: post.id }, { token: fan.accessToken })),
    ...fans.slice(10, 20).map((fan) => server.gql(REPOST, { id: post.id }, { token: fan.accessToken })),
  ]);
  const after = await server.gql(POST, { id: post.id }, { token: fans[0].accessToken });
  expect(after.data!.post).toMatchObject({ repostsCount: 40, viewerHasReposted: false });
  // Undoing a repost one never made changes nothing.
  const again = await server.gql(UNDO, { id: post.id }, { token: fans[0].accessToken });
  expect(again.data!.undoRepost).toEqual({ repostsCount: 40, viewerHasReposted: false });
});

it('shows a repost in the followers’ My Flow as "reposted by", with the reason, until it is undone', async () => {
  const reposter = await buildUser(server, { username: 'kofi_reposts' });
  const reader = await buildUser(server, { username: 'amina_reads' });
  const stranger = await buildUser(server, { username: 'baraka_beats' });
  await follow(server, reader, reposter);
  const post = await buildPost(server, stranger, 'Live set tonight in Nairobi #music');
  await agePost(server, post.id, 30);
  const before = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  expect(before.data!.feed.edges.map((e) => e.node.id)).not.toContain(post.id);

  await server.gql(REPOST, { id: post.id }, { token: reposter.accessToken });
  const feed = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  const item = feed.data!.feed.edges.find((e) => e.node.id === post.id)!.node;
  expect(item.repostedBy).toEqual({ username: 'kofi_reposts' });
  expect(item.explanation!.repostedBy).toBe('kofi_reposts');
  expect(item.explanation!.summary).toMatch(
    /^Reposted by @kofi_reposts, whom you follow; From @baraka_beats, a creator new to you; reposted just now/,
  );
  // The reposter's own feed says it was their repost.
  const own = await server.gql(MY_FLOW, undefined, { token: reposter.accessToken });
  expect(own.data!.feed.edges.find((e) => e.node.id === post.id)!.node.explanation!.summary).toMatch(
    /^Reposted by you;/,
  );

  await server.gql(UNDO, { id: post.id }, { token: reposter.accessToken });
  const undone = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  expect(undone.data!.feed.edges.map((e) => e.node.id)).not.toContain(post.id);
});

const MUTE = graphql(`
  mutation RepostsMute($username: String!) {
    mute(username: $username) {
      id
    }
  }
`);

it('leaves out reposts of a muted author’s post, and reposts by someone muted', async () => {
  const reposter = await buildUser(server, { username: 'tendai_reposts' });
  const reader = await buildUser(server, { username: 'nia_reads' });
  const loud = await buildUser(server, { username: 'loud_lagos' });
  await follow(server, reader, reposter);
  const post = await buildPost(server, loud, 'Every hour, the same promo #promo');
  await agePost(server, post.id, 30);
  await server.gql(REPOST, { id: post.id }, { token: reposter.accessToken });
  const seen = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  expect(seen.data!.feed.edges.map((e) => e.node.id)).toContain(post.id);

  expect((await server.gql(MUTE, { username: 'loud_lagos' }, { token: reader.accessToken })).errors).toBeUndefined();
  const muted = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  expect(muted.data!.feed.edges.map((e) => e.node.id)).not.toContain(post.id);
});

it('shows a followed author’s own post once, without "reposted by", when no repost brought it', async () => {
  const creator = await buildUser(server);
  const reader = await buildUser(server);
  const fan = await buildUser(server);
  await follow(server, reader, creator);
  await follow(server, reader, fan);
  const post = await buildPost(server, creator, 'Studio day #music');
  const plain = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  expect(plain.data!.feed.edges.find((e) => e.node.id === post.id)!.node.repostedBy).toBeNull();
  // Reposted by someone else the reader follows: shown once, named as the repost.
  await server.gql(REPOST, { id: post.id }, { token: fan.accessToken });
  const feed = await server.gql(MY_FLOW, undefined, { token: reader.accessToken });
  const items = feed.data!.feed.edges.filter((e) => e.node.id === post.id);
  expect(items).toHaveLength(1);
  expect(items[0].node.repostedBy!.username).toBe(fan.username);
});

it('lets people repost their own post (as on X and Bluesky)', async () => {
  const post = await buildPost(server, author, 'My own throwback #art');
  const response = await server.gql(REPOST, { id: post.id }, { token: author.accessToken });
  expect(response.data!.repost).toMatchObject({ repostsCount: 1, viewerHasReposted: true });
});

it('quotes a post with one’s own text, counts quotes apart, and shows "post removed" once it is deleted', async () => {
  const quoter = await buildUser(server);
  const post = await buildPost(server, author, 'Which colour next? #art');
  const quoted = await server.gql(QUOTE, { id: post.id, content: 'Ochre, always' }, { token: quoter.accessToken });
  expect(quoted.errors).toBeUndefined();
  expect(quoted.data!.quotePost).toMatchObject({
    content: 'Ochre, always',
    quotedPostRemoved: false,
    quotedPost: { id: post.id, content: 'Which colour next? #art' },
  });
  expect((await server.gql(POST, { id: post.id })).data!.post).toMatchObject({ quotesCount: 1, repostsCount: 0 });

  // The quote's text is checked as any new post's.
  const empty = await server.gql(QUOTE, { id: post.id, content: '   ' }, { token: quoter.accessToken });
  expect(empty.errors![0].extensions!.code).toBe('BAD_USER_INPUT');

  const deleted = await server.gql(
    graphql(`
      mutation RepostsDeletePost($id: ID!) {
        deletePost(id: $id)
      }
    `),
    { id: post.id },
    { token: author.accessToken },
  );
  expect(deleted.errors).toBeUndefined();
  const quote = await server.gql(POST, { id: quoted.data!.quotePost.id }, { token: quoter.accessToken });
  expect(quote.data!.post).toMatchObject({ quotedPostRemoved: true, quotedPost: null });
  // Nothing to repost or quote any more.
  const late = await server.gql(REPOST, { id: post.id }, { token: quoter.accessToken });
  expect(late.errors![0].extensions!.code).toBe('NOT_FOUND');
});

it('refuses to repost or quote what the caller may not see (blocks either way), as if it did not exist', async () => {
  const blocker = await buildUser(server);
  const blocked = await buildUser(server);
  const post = await buildPost(server, blocker, 'Not for everyone #art');
  await block(blocker, blocked);
  const repost = await server.gql(REPOST, { id: post.id }, { token: blocked.accessToken });
  expect(repost.errors![0].extensions!.code).toBe('NOT_FOUND');
  const quote = await server.gql(QUOTE, { id: post.id, content: 'Hmm' }, { token: blocked.accessToken });
  expect(quote.errors![0].extensions!.code).toBe('NOT_FOUND');
  // And a post by someone the caller blocked.
  const theirs = await buildPost(server, blocked, 'Hello #art');
  const back = await server.gql(REPOST, { id: theirs.id }, { token: blocker.accessToken });
  expect(back.errors![0].extensions!.code).toBe('NOT_FOUND');
  expect((await server.gql(POST, { id: post.id })).data!.post!.repostsCount).toBe(0);
  // Anonymous callers cannot repost.
  const anonymous = await server.gql(REPOST, { id: post.id });
  expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
});
