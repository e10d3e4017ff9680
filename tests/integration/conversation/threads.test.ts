import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  ADD_COMMENT,
  DELETE_COMMENT,
  THREAD,
  block,
  comment,
  notificationsOf,
  postOf,
  threadOf,
} from './conversation-operations';

// Real server and database: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;
let ada: TestUser;
let bayo: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'thread_creator' });
  ada = await buildUser(server, { username: 'thread_ada' });
  bayo = await buildUser(server, { username: 'thread_bayo' });
});
afterAll(() => server.stop());

describe('replies', () => {
  it('threads replies under their comment; the post counts every comment, each comment its direct replies', async () => {
    const post = await buildPost(server, creator, 'Tell me your favourite story');
    const top = await comment(server, ada, post.id, 'Anansi and the pot of wisdom');
    const reply = await comment(server, bayo, post.id, 'Mine too!', top.id);
    expect(reply.parentId).toBe(top.id);
    const deeper = await comment(server, ada, post.id, 'Third level', reply.id);
    const deepest = await comment(server, bayo, post.id, 'Fourth level', deeper.id);
    expect(deepest.post.commentsCount).toBe(4);

    // The post's list holds its own comments; each comment's replies come on their own (keyset pages, oldest first).
    expect((await threadOf(server, post.id)).map((c) => [c.content, c.repliesCount])).toEqual([
      ['Anansi and the pot of wisdom', 1],
    ]);
    expect((await threadOf(server, post.id, top.id)).map((c) => c.id)).toEqual([reply.id]);
    expect((await threadOf(server, post.id, reply.id)).map((c) => c.id)).toEqual([deeper.id]);
    expect((await threadOf(server, post.id, deeper.id)).map((c) => c.id)).toEqual([deepest.id]);
    expect((await postOf(server, post.id)).commentsCount).toBe(4);
  });

  it('pages a long thread of replies by keyset, oldest first', async () => {
    const post = await buildPost(server, creator, 'Paging replies');
    const top = await comment(server, ada, post.id, 'Start');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await comment(server, bayo, post.id, `Reply ${i}`, top.id)).id);
    const first = await server.gql(THREAD, { postId: post.id, parentId: top.id, first: 3 });
    const page = first.data!.comments;
    expect(page.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 3));
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await server.gql(THREAD, {
      postId: post.id,
      parentId: top.id,
      first: 3,
      after: page.pageInfo.endCursor,
    });
    expect(second.data!.comments.edges.map((e) => e.node.id)).toEqual(ids.slice(3));
  });

  it('refuses a reply to a comment of another post, or to one that does not exist', async () => {
    const post = await buildPost(server, creator, 'One post');
    const other = await buildPost(server, creator, 'Another post');
    const top = await comment(server, ada, post.id, 'Here');
    const elsewhere = await server.gql(
      ADD_COMMENT,
      { postId: other.id, content: 'Wrong place', parentId: top.id },
      { token: bayo.accessToken },
    );
    expect(errorCode(elsewhere)).toBe('BAD_USER_INPUT');
    expect(elsewhere.errors?.[0]?.extensions?.messageId).toBe('conversation.parentOnOtherPost');
    const missing = await server.gql(
      ADD_COMMENT,
      { postId: post.id, content: 'Nobody', parentId: '00000000-0000-4000-8000-000000000000' },
      { token: bayo.accessToken },
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect((await postOf(server, post.id)).commentsCount).toBe(1);
    expect((await postOf(server, other.id)).commentsCount).toBe(0);
  });

  it('keeps the counts exact when many reply at once', async () => {
    const post = await buildPost(server, creator, 'Busy thread');
    const top = await comment(server, ada, post.id, 'Ask me anything');
    const people = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => buildUser(server, { username: `thread_many${i}` })));
    await Promise.all(people.map((person, i) => comment(server, person, post.id, `Question ${i}`, top.id)));
    const [shown] = await threadOf(server, post.id);
    expect(shown.repliesCount).toBe(6);
    expect((await postOf(server, post.id)).commentsCount).toBe(7);
  });

  it('tells the person answered (REPLY), and the post author once (COMMENT), not the one who replies', async () => {
    const author = await buildUser(server, { username: 'reply_author' });
    const fan = await buildUser(server, { username: 'reply_fan' });
    const answerer = await buildUser(server, { username: 'reply_answerer' });
    const post = await buildPost(server, author, 'Notify me');
    const top = await comment(server, fan, post.id, 'Lovely post');
    await comment(server, answerer, post.id, 'Agreed with you', top.id);
    // The fan hears of the answer; the post's author hears of both comments.
    expect(await notificationsOf(server, fan)).toEqual([
      expect.objectContaining({
        kind: 'REPLY',
        commentExcerpt: 'Agreed with you',
        actor: { username: 'reply_answerer' },
      }),
    ]);
    expect((await notificationsOf(server, author)).map((n) => n.kind)).toEqual(['COMMENT', 'COMMENT']);
    // Answering oneself tells nobody new; the post's author replying to the fan tells the fan (REPLY) only.
    await comment(server, fan, post.id, 'Thanks all', top.id);
    await comment(server, author, post.id, 'Thank you!', top.id);
    expect((await notificationsOf(server, fan)).map((n) => n.kind)).toEqual(['REPLY', 'REPLY']);
    expect((await notificationsOf(server, author)).map((n) => n.kind)).toEqual(['COMMENT', 'COMMENT', 'COMMENT']);
    expect(await notificationsOf(server, answerer)).toEqual([]);
  });

  it('does not tell someone who blocked the one replying', async () => {
    const post = await buildPost(server, creator, 'Blocked replies');
    const blocker = await buildUser(server, { username: 'reply_blocker' });
    const blocked = await buildUser(server, { username: 'reply_blocked' });
    const top = await comment(server, blocker, post.id, 'I said something');
    await block(server, blocker, blocked);
    await comment(server, blocked, post.id, 'An answer', top.id);
    expect(await notificationsOf(server, blocker)).toEqual([]);
  });
});

describe('deleting a comment', () => {
  it('is for its author and the post’s author only', async () => {
    const post = await buildPost(server, creator, 'Who may delete');
    const mine = await comment(server, ada, post.id, 'Ada’s words');
    const refused = await server.gql(DELETE_COMMENT, { id: mine.id }, { token: bayo.accessToken });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.extensions?.messageId).toBe('conversation.notYourComment');
    const anonymous = await server.gql(DELETE_COMMENT, { id: mine.id });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect((await server.gql(DELETE_COMMENT, { id: mine.id }, { token: ada.accessToken })).data?.deleteComment).toBe(
      true,
    );
    const theirs = await comment(server, bayo, post.id, 'Bayo’s words');
    expect(
      (await server.gql(DELETE_COMMENT, { id: theirs.id }, { token: creator.accessToken })).data?.deleteComment,
    ).toBe(true);
    expect(await threadOf(server, post.id)).toEqual([]);
    expect((await postOf(server, post.id)).commentsCount).toBe(0);
    const again = await server.gql(DELETE_COMMENT, { id: theirs.id }, { token: bayo.accessToken });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('keeps a comment with replies as "comment removed", and deletes it once its last reply goes', async () => {
    const post = await buildPost(server, creator, 'Removed with replies');
    const top = await comment(server, ada, post.id, 'Controversial take');
    const reply = await comment(server, bayo, post.id, 'I disagree', top.id);
    await server.gql(DELETE_COMMENT, { id: top.id }, { token: ada.accessToken });

    const [placeholder] = await threadOf(server, post.id);
    expect(placeholder).toMatchObject({ id: top.id, removed: true, content: '', author: null, repliesCount: 1 });
    expect((await threadOf(server, post.id, top.id)).map((c) => c.content)).toEqual(['I disagree']);
    expect((await postOf(server, post.id)).commentsCount).toBe(1);
    // A removed comment takes no new replies and cannot be deleted again.
    const late = await server.gql(
      ADD_COMMENT,
      { postId: post.id, content: 'Too late', parentId: top.id },
      { token: bayo.accessToken },
    );
    expect(errorCode(late)).toBe('NOT_FOUND');

    await server.gql(DELETE_COMMENT, { id: reply.id }, { token: bayo.accessToken });
    expect(await threadOf(server, post.id)).toEqual([]);
    expect((await postOf(server, post.id)).commentsCount).toBe(0);
  });

  it('lowers the parent’s repliesCount when a reply goes', async () => {
    const post = await buildPost(server, creator, 'Reply deleted');
    const top = await comment(server, ada, post.id, 'Question');
    const reply = await comment(server, bayo, post.id, 'Answer', top.id);
    await server.gql(DELETE_COMMENT, { id: reply.id }, { token: creator.accessToken });
    const [shown] = await threadOf(server, post.id);
    expect(shown).toMatchObject({ removed: false, repliesCount: 0 });
    expect((await postOf(server, post.id)).commentsCount).toBe(1);
  });

  it('keeps the counts exact when a reply and a deletion of its parent race', async () => {
    for (let round = 0; round < 3; round++) {
      const post = await buildPost(server, creator, `Race ${round}`);
      const top = await comment(server, ada, post.id, 'Racing');
      const [, replied] = await Promise.all([
        server.gql(DELETE_COMMENT, { id: top.id }, { token: ada.accessToken }),
        server.gql(ADD_COMMENT, { postId: post.id, content: 'Quick!', parentId: top.id }, { token: bayo.accessToken }),
      ]);
      const rows = (await server.kuza.deps.db.query(
        `SELECT count(*) FILTER (WHERE removed_at IS NULL)::int AS live, (SELECT comments_count FROM posts WHERE id = $1) AS counted
         FROM comments WHERE post_id = $1`,
        [post.id],
      )) as Array<{ live: number; counted: number }>;
      expect(rows[0].counted).toBe(rows[0].live);
      expect(rows[0].live).toBe(replied.data ? 1 : 0);
    }
  });
});
