import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { DELETE_POST, EDIT_COMMENT, EDIT_POST, comment, postOf, threadOf } from './conversation-operations';

// Real server and database: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await buildUser(server, { username: 'edit_author' });
  other = await buildUser(server, { username: 'edit_other' });
});
afterAll(() => server.stop());

const usage = async (tag: string): Promise<number | null> => {
  const rows = (await server.kuza.deps.db.query(`SELECT usage_count FROM hashtags WHERE tag = $1`, [tag])) as Array<{
    usage_count: number;
  }>;
  return rows[0]?.usage_count ?? null;
};

describe('editing a post', () => {
  it('replaces the text, keeps the earlier one as a version and marks the post edited', async () => {
    const post = await buildPost(server, author, 'Frist draft');
    const edited = await server.gql(EDIT_POST, { id: post.id, content: 'First draft' }, { token: author.accessToken });
    expect(edited.data?.editPost).toMatchObject({ content: 'First draft' });
    expect(edited.data?.editPost.editedAt).toEqual(expect.any(String));
    await server.gql(EDIT_POST, { id: post.id, content: 'Final text' }, { token: author.accessToken });
    const shown = await postOf(server, post.id);
    expect(shown.content).toBe('Final text');
    expect(shown.versions.map((v) => v.content)).toEqual(['Frist draft', 'First draft']);
    expect(shown.versions[0].writtenAt).toBe(post.createdAt);
    expect(shown.versions[1].writtenAt).toBe(shown.versions[0].replacedAt);
    expect(shown.editedAt).toBe(shown.versions[1].replacedAt);
  });

  it('is for its author only; an unchanged text is no edit', async () => {
    const post = await buildPost(server, author, 'Mine alone');
    const refused = await server.gql(EDIT_POST, { id: post.id, content: 'Hijacked' }, { token: other.accessToken });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.extensions?.messageId).toBe('conversation.editOwnPostOnly');
    expect(errorCode(await server.gql(EDIT_POST, { id: post.id, content: 'Anonymous' }))).toBe('UNAUTHENTICATED');
    await server.gql(EDIT_POST, { id: post.id, content: '  Mine alone ' }, { token: author.accessToken });
    expect(await postOf(server, post.id)).toMatchObject({ content: 'Mine alone', editedAt: null, versions: [] });
  });

  it('checks the text by the rules of a new post: length, offensive language, spam', async () => {
    const post = await buildPost(server, author, 'Rules apply');
    const empty = await server.gql(EDIT_POST, { id: post.id, content: '   ' }, { token: author.accessToken });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    const long = await server.gql(EDIT_POST, { id: post.id, content: 'x'.repeat(5001) }, { token: author.accessToken });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.messageId).toBe('content.postTooLong');

    const offensive = await server.gql(
      EDIT_POST,
      { id: post.id, content: 'What a shit day' },
      { token: author.accessToken },
    );
    expect(offensive.data?.editPost.sensitive).toBe(true);

    // Spam detection (on by default): the author repeating one of their recent posts is refused, as for a new post.
    await buildPost(server, author, 'Buy my mixtape now');
    const repeated = await server.gql(
      EDIT_POST,
      { id: post.id, content: 'Buy my mixtape now' },
      { token: author.accessToken },
    );
    expect(repeated.errors?.[0]?.extensions?.messageId).toBe('moderation.repeatedPost');
    // Unchanged (the Profanity filter masks the sensitive text for readers).
    expect((await postOf(server, post.id)).content).toBe('What a s*** day');
  });

  it('moves hashtags with the text, usage counts exact', async () => {
    const post = await buildPost(server, author, 'Tags #editone #edittwo');
    await buildPost(server, other, 'Also #edittwo');
    await server.gql(EDIT_POST, { id: post.id, content: 'Tags #edittwo #editthree' }, { token: author.accessToken });
    expect((await postOf(server, post.id)).hashtags.map((h) => h.tag).sort()).toEqual(['editthree', 'edittwo']);
    expect([await usage('editone'), await usage('edittwo'), await usage('editthree')]).toEqual([0, 2, 1]);
  });

  it('keeps usage counts exact under concurrent edits and a deletion', async () => {
    const posts = await Promise.all([0, 1, 2, 3].map((i) => buildPost(server, author, `Race ${i} #racea`)));
    const answers = await Promise.all([
      ...posts.flatMap((post, i) => [
        server.gql(EDIT_POST, { id: post.id, content: `Race ${i} #raceb` }, { token: author.accessToken }),
        server.gql(EDIT_POST, { id: post.id, content: `Race ${i} #racea #racec` }, { token: author.accessToken }),
      ]),
      server.gql(DELETE_POST, { id: posts[0].id }, { token: author.accessToken }),
    ]);
    // Every edit succeeded, except those of the deleted post that came after its deletion.
    for (const answer of answers.slice(2, -1)) expect(answer.errors).toBeUndefined();
    const linked = (await server.kuza.deps.db.query(
      `SELECT h.tag, h.usage_count, (SELECT count(*)::int FROM post_hashtags ph WHERE ph.hashtag_id = h.id) AS links
       FROM hashtags h WHERE h.tag IN ('racea', 'raceb', 'racec') ORDER BY h.tag`,
    )) as Array<{ tag: string; usage_count: number; links: number }>;
    for (const row of linked) expect(row.usage_count).toBe(row.links);
  });
});

describe('editing a comment', () => {
  it('is for its author only, checked as a new comment, with its versions', async () => {
    const post = await buildPost(server, other, 'Comment edits');
    const mine = await comment(server, author, post.id, 'Grate post');
    const refused = await server.gql(EDIT_COMMENT, { id: mine.id, content: 'Nope' }, { token: other.accessToken });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const long = await server.gql(
      EDIT_COMMENT,
      { id: mine.id, content: 'y'.repeat(2001) },
      { token: author.accessToken },
    );
    expect(long.errors?.[0]?.extensions?.messageId).toBe('content.commentTooLong');
    const edited = await server.gql(
      EDIT_COMMENT,
      { id: mine.id, content: 'Great post' },
      { token: author.accessToken },
    );
    expect(edited.data?.editComment).toMatchObject({ content: 'Great post', versions: [{ content: 'Grate post' }] });
    const [shown] = await threadOf(server, post.id);
    expect(shown).toMatchObject({ content: 'Great post', editedAt: expect.any(String) });
  });
});
