import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buildPost, placeUser, showLocation } from './location-operations';
import { graphql } from '../../gql';
import type { NearbyQuery, NearbyQueryVariables } from '../../gql/graphql';

// Loading the offline gazetteer and many requests in parallel with other suites can take longer than Jest's default 5 s.
jest.setTimeout(30_000);

let server: TestServer;
let viewer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  viewer = await buildUser(server);
});
afterAll(() => server.stop());

const FEED = graphql(`
  query Nearby($first: Int, $after: String, $energy: Int) {
    feed(mode: FOR_YOU, filters: [NEARBY], energy: $energy, first: $first, after: $after) {
      edges {
        node {
          id
          content
          explanation {
            summary
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      message
    }
  }
`);

async function nearby(vars: NearbyQueryVariables = {}) {
  const response = await server.gql(FEED, vars, { token: viewer.accessToken });
  if (!response.data?.feed) throw new Error(JSON.stringify(response.errors));
  return response.data.feed;
}

it("asks for a location first, then shows authors in the viewer's country, nearest city first", async () => {
  expect((await nearby()).message).toBe('Share your location to see posts from creators near you.');

  const authors: Record<string, TestUser> = {};
  for (const city of ['Nairobi', 'Mombasa', 'Kisumu', 'Lagos'] as const) {
    authors[city] = await buildUser(server);
    await placeUser(server, authors[city].accessToken, city);
    await showLocation(server, authors[city].accessToken);
  }
  const unplaced = await buildUser(server);
  // In Nairobi too, but Show location is off (the default): not in anyone's Nearby.
  const hidden = await buildUser(server);
  await placeUser(server, hidden.accessToken, 'Nairobi');
  await buildPost(server, hidden.id, 'From a hidden place');
  // Written oldest first, so that a newest-first order would be the reverse of the nearest-first one.
  await buildPost(server, authors.Mombasa.id, 'From Mombasa');
  await buildPost(server, authors.Kisumu.id, 'From Kisumu');
  await buildPost(server, authors.Nairobi.id, 'From Nairobi, older');
  await buildPost(server, authors.Lagos.id, 'From Lagos');
  await buildPost(server, unplaced.id, 'From somewhere');
  await buildPost(server, authors.Nairobi.id, 'From Nairobi, newer');
  await placeUser(server, viewer.accessToken, 'Nairobi');

  for (const energy of [0, 50, 100]) {
    const page = await nearby({ first: 20, energy });
    expect(page.message).toBeNull();
    const contents = page.edges.map((e) => e.node.content);
    expect(contents.slice(0, 2).sort()).toEqual(['From Nairobi, newer', 'From Nairobi, older']);
    // Kisumu is ~265 km from Nairobi, Mombasa ~440 km; Lagos is in another country; the unplaced author is nowhere.
    expect(contents.slice(2)).toEqual(['From Kisumu', 'From Mombasa']);
  }
  const [first, , kisumu] = (await nearby({ first: 20 })).edges;
  expect(first.node.explanation!.summary).toMatch(/from your city/);
  expect(kisumu.node.explanation!.summary).toMatch(/\b2\d\d km from you/);
});

it('keeps the nearest-first order across pages, without repeats or gaps', async () => {
  const all = (await nearby({ first: 50 })).edges.map((e) => e.node.id);
  const paged: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await nearby({ first: 1, after });
    paged.push(...page.edges.map((e) => e.node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(paged).toEqual(all);
});

it('drops an author who turns Show location off, from the next first page on', async () => {
  const author = await buildUser(server);
  await placeUser(server, author.accessToken, 'Mombasa');
  await showLocation(server, author.accessToken);
  await buildPost(server, author.id, 'Soon hidden');
  const shown = async () => (await nearby({ first: 50 })).edges.map((e) => e.node.content);
  expect(await shown()).toContain('Soon hidden');
  await showLocation(server, author.accessToken, false);
  expect(await shown()).not.toContain('Soon hidden');
  expect(await shown()).toContain('From Kisumu');
});

it('drops them from the pages of a window read before, and gives them no distance there', async () => {
  const author = await buildUser(server);
  await placeUser(server, author.accessToken, 'Kisumu');
  await showLocation(server, author.accessToken);
  await buildPost(server, author.id, 'Hidden while read');
  const setAlgorithm = (feedAlgorithm: string) =>
    server.gql(
      graphql(`
        mutation NearbyFeedUpdateSettings($a: String!) {
          updateSettings(input: { feedAlgorithm: $a }) {
            feedAlgorithm
          }
        }
      `),
      { a: feedAlgorithm },
      { token: viewer.accessToken },
    );
  const LOCAL = graphql(`
    query NearbyFeedLocalPage($after: String) {
      feed(mode: FOR_YOU, first: 1, after: $after) {
        edges {
          node {
            content
            explanation {
              summary
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `);
  const localPage = async (after: string | null) =>
    (await server.gql(LOCAL, { after }, { token: viewer.accessToken })).data!.feed;

  // Both feeds' windows are ranked (and kept for their next pages) while the author shows their city.
  await setAlgorithm('local');
  const local = await localPage(null);
  const near = await nearby({ first: 1 });
  expect(near.edges[0].node.content).toMatch(/^From Nairobi/);
  await showLocation(server, author.accessToken, false);

  const rest: NearbyQuery['feed']['edges'] = [];
  for (let after = near.pageInfo.endCursor; after;) {
    const page = await nearby({ first: 1, after });
    rest.push(...page.edges);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  }
  expect(rest.map((e) => e.node.content)).toContain('From Kisumu');
  expect(rest.map((e) => e.node.content)).not.toContain('Hidden while read');

  // Local keeps everyone in the feed, nearest first; the hidden author's post is there, at no distance from anyone.
  const summaries = new Map<string, string>();
  for (let page = local; ; page = await localPage(page.pageInfo.endCursor)) {
    for (const edge of page.edges) summaries.set(edge.node.content, edge.node.explanation!.summary);
    if (!page.pageInfo.hasNextPage) break;
  }
  expect(summaries.get('From Kisumu')).toMatch(/km from you/);
  expect(summaries.get('Hidden while read')).toBeDefined();
  expect(summaries.get('Hidden while read')).not.toMatch(/km from you|from your city/);
  await setAlgorithm('ai');
});

it('follows the viewer when they move: another country, other authors', async () => {
  await placeUser(server, viewer.accessToken, 'Ibadan');
  const contents = (await nearby({ first: 20 })).edges.map((e) => e.node.content);
  expect(contents).toEqual(['From Lagos']);
});
