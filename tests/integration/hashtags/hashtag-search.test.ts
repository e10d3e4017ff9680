import { buildPost } from '../../helpers/content-factories';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

const SEARCH = graphql(`
  query HashtagSearchSearchHashtags($q: String!, $first: Int) {
    searchHashtags(query: $q, first: $first) {
      tag
      usageCount
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const author = await buildUser(server);
  await buildPost(server, author, '#afrobeats #Afro_Fusion #art');
  await buildPost(server, author, '#afrobeats #afrika');
  await buildPost(server, author, '#afrobeats #afro_fusion');
  await buildPost(server, author, '#afroXfusion');
  const gone = await buildPost(server, author, '#afrodead');
  await server.gql(
    graphql(`
      mutation HashtagSearchDeletePost($id: ID!) {
        deletePost(id: $id)
      }
    `),
    { id: gone.id },
    { token: author.accessToken },
  );
});
afterAll(() => server.stop());

const search = async (q: string, first?: number) => (await server.gql(SEARCH, { q, first })).data!.searchHashtags;

it('finds hashtags in use by prefix, case-insensitively and with or without #, most used first', async () => {
  expect(await search('AFR')).toEqual([
    { tag: 'afrobeats', usageCount: 3 },
    { tag: 'afro_fusion', usageCount: 2 },
    { tag: 'afrika', usageCount: 1 },
    { tag: 'afroxfusion', usageCount: 1 },
  ]);
  expect(await search('#afrob')).toEqual([{ tag: 'afrobeats', usageCount: 3 }]);
});

it('treats _ and % as themselves, not as wildcards', async () => {
  expect(await search('afro_')).toEqual([{ tag: 'afro_fusion', usageCount: 2 }]);
  expect(await search('%')).toEqual([]);
});

it('answers nothing for an empty query, skips unused tags, and honours first', async () => {
  expect(await search('  ')).toEqual([]);
  expect(await search('afrod')).toEqual([]);
  expect(await search('a', 1)).toEqual([{ tag: 'afrobeats', usageCount: 3 }]);
});
