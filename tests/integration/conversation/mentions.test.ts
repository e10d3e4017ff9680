import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { EDIT_COMMENT, EDIT_POST, block, comment, notificationsOf } from './conversation-operations';

// Real server and database: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let writer: TestUser;
let amina: TestUser;
let chidi: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  writer = await buildUser(server, { username: 'mention_writer' });
  amina = await buildUser(server, { username: 'mention_amina' });
  chidi = await buildUser(server, { username: 'Mention_Chidi' });
});
afterAll(() => server.stop());

const mentionsOf = async (user: TestUser) =>
  (await notificationsOf(server, user)).filter((notification) => notification.kind === 'MENTION');

describe('mentions', () => {
  it('tell each person named in a post once (any case), never the author, nor unknown names', async () => {
    const post = await buildPost(
      server,
      writer,
      'Shout out to @mention_amina and @MENTION_CHIDI (and @mention_amina again), from @mention_writer to @nobody_here',
    );
    expect(await mentionsOf(amina)).toEqual([
      expect.objectContaining({ actor: { username: 'mention_writer' }, post: { id: post.id } }),
    ]);
    expect(await mentionsOf(chidi)).toHaveLength(1);
    expect(await mentionsOf(writer)).toEqual([]);
  });

  it('tell the person named in a comment, with its text', async () => {
    const reader = await buildUser(server, { username: 'mention_reader' });
    const post = await buildPost(server, writer, 'A quiet post');
    await comment(server, writer, post.id, 'What do you think, @mention_reader?');
    expect(await mentionsOf(reader)).toEqual([
      expect.objectContaining({ commentExcerpt: 'What do you think, @mention_reader?' }),
    ]);
  });

  it('are not repeated when an edit keeps them; an edit that adds one tells only the newcomer', async () => {
    const first = await buildUser(server, { username: 'mention_first' });
    const second = await buildUser(server, { username: 'mention_second' });
    const post = await buildPost(server, writer, 'Thanks @mention_first');
    await server.gql(EDIT_POST, { id: post.id, content: 'Thanks @mention_first!' }, { token: writer.accessToken });
    await server.gql(
      EDIT_POST,
      { id: post.id, content: 'Thanks @mention_first and @mention_second!' },
      { token: writer.accessToken },
    );
    expect(await mentionsOf(first)).toHaveLength(1);
    expect(await mentionsOf(second)).toHaveLength(1);

    const host = await buildPost(server, second, 'Comment mentions');
    const said = await comment(server, writer, host.id, 'cc @mention_first');
    await server.gql(
      EDIT_COMMENT,
      { id: said.id, content: 'cc @mention_first, thanks' },
      { token: writer.accessToken },
    );
    expect(await mentionsOf(first)).toHaveLength(2);
  });

  it('tell nobody across a block, whichever way it goes', async () => {
    const blocker = await buildUser(server, { username: 'mention_blocker' });
    const blockedOne = await buildUser(server, { username: 'mention_blocked' });
    await block(server, blocker, blockedOne);
    // The blocked person names the blocker, and the blocker names the blocked person: neither hears of it.
    await buildPost(server, blockedOne, 'Hey @mention_blocker');
    await buildPost(server, blocker, 'About @mention_blocked');
    expect(await mentionsOf(blocker)).toEqual([]);
    expect(await mentionsOf(blockedOne)).toEqual([]);
  });

  it('do not add a mention to the reply the person answered already hears of', async () => {
    const asker = await buildUser(server, { username: 'mention_asker' });
    const post = await buildPost(server, writer, 'Questions welcome');
    const question = await comment(server, asker, post.id, 'How?');
    await comment(server, writer, post.id, '@mention_asker like this', question.id);
    expect((await notificationsOf(server, asker)).map((n) => n.kind)).toEqual(['REPLY']);
  });
});
