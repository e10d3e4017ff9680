import { agePost, buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { SEARCH_ALL, SEARCH_POSTS } from './search-operations';

// People, hashtags, what each searcher may see, the order of results, pages, and the errors of bad input.

let server: TestServer;
let reader: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  reader = await buildUser(server, { username: 'reader' });
  const amara = await buildUser(server, { username: 'amara_okafor', bio: 'Poète et conteuse de Dakar' });
  await buildUser(server, { username: 'okafor_beats', bio: 'Producer' });
  await buildPost(server, amara, 'Tonight: tales under the baobab #écoledevie #ecolo');
  await buildPost(server, amara, 'More tales #ecolo');
});
afterAll(() => server.stop());

const search = async (q: string, options: { kind?: 'ALL' | 'PEOPLE' | 'POSTS' | 'HASHTAGS'; token?: string } = {}) =>
  (await server.gql(SEARCH_ALL, { q, kind: options.kind }, { token: options.token ?? reader.accessToken })).data!
    .search;
const people = async (q: string, token?: string) =>
  (await search(q, { kind: 'PEOPLE', token })).people.edges.map((edge) => edge.node.username);
const posts = async (q: string, token?: string) =>
  (await server.gql(SEARCH_POSTS, { q }, { token })).data!.search.posts.edges.map((edge) => edge.node.content);

describe('people', () => {
  it('are found by their username, a part of it or its start, and by the words of their bio', async () => {
    expect(await people('amara_okafor')).toEqual(['amara_okafor']);
    // The exact username first, then one that starts with the query, then one that only contains the word.
    expect(await people('okafor')).toEqual(['okafor_beats', 'amara_okafor']);
    expect(await people('@amara')).toEqual(['amara_okafor']);
    expect(await people('poete')).toEqual(['amara_okafor']);
    expect(await people('conteuses dakar')).toEqual(['amara_okafor']);
    expect(await people('producer')).toEqual(['okafor_beats']);
  });
});

describe('hashtags', () => {
  it('are found by their start, accents and # ignored, most used first', async () => {
    const { hashtags } = await search('#ecol', { kind: 'HASHTAGS' });
    expect(hashtags.edges.map((edge) => edge.node)).toEqual([
      { tag: 'ecolo', usageCount: 2 },
      { tag: 'écoledevie', usageCount: 1 },
    ]);
    expect((await search('écoled', { kind: 'HASHTAGS' })).hashtags.edges).toHaveLength(1);
  });

  it('pages through hashtags with Load more', async () => {
    const first = await server.gql(
      SEARCH_ALL,
      { q: 'ecol', kind: 'HASHTAGS', first: 1 },
      { token: reader.accessToken },
    );
    const page = first.data!.search.hashtags;
    expect(page.edges.map((edge) => edge.node.tag)).toEqual(['ecolo']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await server.gql(
      SEARCH_ALL,
      { q: 'ecol', kind: 'HASHTAGS', first: 1, after: page.pageInfo.endCursor },
      { token: reader.accessToken },
    );
    expect(next.data!.search.hashtags.edges.map((edge) => edge.node.tag)).toEqual(['écoledevie']);
    expect(next.data!.search.hashtags.pageInfo.hasNextPage).toBe(false);
  });
});

it('ALL answers every kind at once; one kind leaves the others empty', async () => {
  const all = await search('tales');
  expect(all.kind).toBe('ALL');
  expect(all.posts.edges).toHaveLength(2);
  const onlyPeople = await search('amara', { kind: 'PEOPLE' });
  expect(onlyPeople.people.edges).toHaveLength(1);
  expect(onlyPeople.posts.edges).toEqual([]);
  expect(onlyPeople.hashtags.edges).toEqual([]);
});

describe('what a searcher may see', () => {
  it('keeps private profiles and their posts from anonymous visitors, not from members', async () => {
    const hidden = await buildUser(server, { username: 'quiet_griot', bio: 'Kora player' });
    await buildPost(server, hidden, 'A kora melody for the evening');
    // The creator turned Public profile off (Privacy & Safety).
    await server.kuza.deps.db.query(`INSERT INTO user_settings (user_id, public_profile) VALUES ($1, false)`, [
      hidden.id,
    ]);
    expect(await posts('kora', '')).toEqual([]);
    expect(await people('griot', '')).toEqual([]);
    expect(await posts('kora', reader.accessToken)).toEqual(['A kora melody for the evening']);
    expect(await people('griot', reader.accessToken)).toEqual(['quiet_griot']);
  });

  it('never shows suspended accounts or their posts', async () => {
    const banned = await buildUser(server, { username: 'spammer_x' });
    await buildPost(server, banned, 'Cheap sunglasses giveaway');
    await server.kuza.deps.db.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [banned.id]);
    expect(await posts('sunglasses', reader.accessToken)).toEqual([]);
    expect(await posts('sunglasses', '')).toEqual([]);
    expect(await people('spammer', reader.accessToken)).toEqual([]);
  });

  it('never shows removed posts', async () => {
    const moderator = await buildUser(server, { roles: ['MODERATOR'] });
    const author = await buildUser(server);
    const post = await buildPost(server, author, 'Counterfeit tickets here');
    expect(await posts('counterfeit', reader.accessToken)).toHaveLength(1);
    const removed = await server.gql(
      graphql(`
        mutation SearchTestRemovePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: moderator.accessToken },
    );
    expect(removed.data?.deletePost).toBe(true);
    expect(await posts('counterfeit', reader.accessToken)).toEqual([]);
  });

  it('never shows circle discussions, to anonymous visitors or to members of other circles', async () => {
    const owner = await buildUser(server);
    await server.kuza.deps.db.query(
      `WITH c AS (INSERT INTO circles (owner_id, name, is_private) VALUES ($1, 'Secret poets', true) RETURNING id)
       INSERT INTO circle_posts (circle_id, author_id, content) SELECT c.id, $1, 'Our hidden sonnet' FROM c`,
      [owner.id],
    );
    expect(await posts('sonnet', '')).toEqual([]);
    expect(await posts('sonnet', reader.accessToken)).toEqual([]);
  });
});

describe('order and pages', () => {
  it('puts a better match first, and a newer post before an older one that matches as well', async () => {
    const author = await buildUser(server);
    const old = await buildPost(server, author, 'Mango season in Accra');
    await agePost(server, old.id, 24 * 30);
    await buildPost(server, author, 'Mango season in Kumasi');
    await buildPost(server, author, 'Mango, mango, mango: mango juice everywhere');
    expect(await posts('mango', reader.accessToken)).toEqual([
      'Mango, mango, mango: mango juice everywhere',
      'Mango season in Kumasi',
      'Mango season in Accra',
    ]);
  });

  it('pages through every match once with cursors', async () => {
    const author = await buildUser(server);
    const contents = ['one', 'two', 'three', 'four', 'five'].map((n) => `Kilimanjaro climb day ${n}`);
    for (const content of contents) await buildPost(server, author, content);
    const seen: string[] = [];
    const pageAfter = async (after: string | null) =>
      (await server.gql(SEARCH_POSTS, { q: 'kilimanjaro', first: 2, after }, { token: '' })).data!.search.posts;
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await pageAfter(after);
      seen.push(...page.edges.map((edge) => edge.node.content));
      after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...contents].sort());
  });
});

describe('bad input', () => {
  const errorOf = async (variables: { q: string; kind?: 'ALL' | 'POSTS'; after?: string }) => {
    const response = await server.gql(SEARCH_ALL, variables, { token: '' });
    expect(response.data).toBeNull();
    return { code: errorCode(response), ...response.errors![0].extensions, message: response.errors![0].message };
  };

  it('refuses an empty or blank query', async () => {
    for (const q of ['', '   ']) {
      expect(await errorOf({ q })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'query',
        messageId: 'search.searchQueryRequired',
        message: 'Type something to search for.',
      });
    }
  });

  it('refuses a query over 100 characters', async () => {
    expect(await errorOf({ q: 'a'.repeat(101) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'query',
      messageId: 'search.searchQueryTooLong',
      message: 'Searches can be at most 100 characters.',
    });
  });

  it('refuses a cursor with ALL, and a cursor of another list', async () => {
    expect(await errorOf({ q: 'tales', after: 'abc' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'search.searchCursorNeedsKind',
    });
    expect(await errorOf({ q: 'tales', kind: 'POSTS', after: 'bm9wZQ' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
      messageId: 'content.invalidCursor',
    });
  });

  it('treats search syntax as words, never as an error', async () => {
    for (const q of ['"unclosed', 'a & | ! b', ':*', '-', "'); DROP TABLE posts; --"]) {
      const response = await server.gql(SEARCH_ALL, { q }, { token: reader.accessToken });
      expect(response.errors).toBeUndefined();
    }
  });
});
