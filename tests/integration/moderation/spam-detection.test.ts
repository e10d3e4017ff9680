import { MODERATION_MESSAGES as M, SPAM_RULES } from '@kuza/common';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Spam detection (System Settings, on by default): repeated posts and comments are refused with a clear message,
// and nothing of them is written.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestUser;
let spammer: TestUser;
let creator: TestUser;

beforeEach(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  spammer = await buildUser(server, { username: 'followers_fast' });
  creator = await buildUser(server, { username: 'nia_creates' });
});
afterEach(() => server.stop());

const CREATE = graphql(`
  mutation SpamDetectionCreatePost($content: String!) {
    createPost(input: { content: $content }) {
      id
    }
  }
`);
const COMMENT = graphql(`
  mutation SpamDetectionAddComment($id: ID!, $text: String!) {
    addComment(postId: $id, content: $text) {
      id
    }
  }
`);
const setSpamDetection = (on: boolean) =>
  server.gql(
    graphql(`
      mutation SpamDetectionUpdateSystemSettings($on: Boolean!) {
        updateSystemSettings(input: { spamDetection: $on }) {
          spamDetection
        }
      }
    `),
    { on },
    { token: admin.accessToken },
  );
const count = async (sql: string, params: unknown[]) => (await server.kuza.deps.db.query(sql, params))[0].n as number;

it("refuses a post that repeats one of the author's latest, whatever its case and spacing, and writes nothing of it", async () => {
  await buildPost(server, spammer, 'Get 10,000 followers overnight! DM me #growth');
  const repeated = await server.gql(
    CREATE,
    { content: '  get 10,000   FOLLOWERS overnight!  DM me #growth ' },
    { token: spammer.accessToken },
  );
  expect(repeated.errors?.[0]).toMatchObject({
    message: M.repeatedPost,
    extensions: { code: 'BAD_USER_INPUT', field: 'content' },
  });
  expect(await count(`SELECT count(*)::int AS n FROM posts WHERE user_id = $1`, [spammer.id])).toBe(1);
  expect(await count(`SELECT usage_count AS n FROM hashtags WHERE tag = 'growth'`, [])).toBe(1);

  // Someone else may say the same thing, and the author may say something new.
  expect(
    (
      await server.gql(
        CREATE,
        { content: 'Get 10,000 followers overnight! DM me #growth' },
        { token: creator.accessToken },
      )
    ).errors,
  ).toBeUndefined();
  expect(
    (await server.gql(CREATE, { content: 'Another offer #growth' }, { token: spammer.accessToken })).errors,
  ).toBeUndefined();

  // With the switch off, nothing is refused.
  expect((await setSpamDetection(false)).errors).toBeUndefined();
  expect(
    (await server.gql(CREATE, { content: 'Another offer #growth' }, { token: spammer.accessToken })).errors,
  ).toBeUndefined();
  expect(await count(`SELECT usage_count AS n FROM hashtags WHERE tag = 'growth'`, [])).toBe(4);
});

it('refuses a comment left under too many posts within the hour, or twice under one post', async () => {
  const posts = [];
  for (let i = 0; i <= SPAM_RULES.commentRepeatPosts; i++)
    posts.push(await buildPost(server, creator, `Film diary, day ${i} #film`));
  const text = 'Check my profile for free followers';
  for (const post of posts.slice(0, SPAM_RULES.commentRepeatPosts)) {
    expect((await server.gql(COMMENT, { id: post.id, text }, { token: spammer.accessToken })).errors).toBeUndefined();
  }
  const refused = await server.gql(COMMENT, { id: posts.at(-1)!.id, text }, { token: spammer.accessToken });
  expect(refused.errors?.[0]).toMatchObject({ message: M.repeatedComment, extensions: { code: 'BAD_USER_INPUT' } });
  expect(await count(`SELECT comments_count AS n FROM posts WHERE id = $1`, [posts.at(-1)!.id])).toBe(0);

  const twice = await server.gql(COMMENT, { id: posts[0].id, text: 'Great shot!' }, { token: creator.accessToken });
  expect(twice.errors).toBeUndefined();
  const again = await server.gql(COMMENT, { id: posts[0].id, text: 'great  shot!' }, { token: creator.accessToken });
  expect(again.errors?.[0]).toMatchObject({ message: M.repeatedComment });
  // A post that does not exist is still NOT_FOUND.
  const missing = await server.gql(
    COMMENT,
    { id: '00000000-0000-4000-8000-000000000000', text: 'Hello' },
    { token: creator.accessToken },
  );
  expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});
