import { CONTENT_MESSAGES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { agePost } from '../../helpers/content-factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buildPost, placeUser, showLocation } from '../location/location-operations';
import { graphql } from '../../gql';
import type { FeedAlgorithmFeedQuery, FeedAlgorithmFeedQueryVariables } from '../../gql/graphql';

// The feed honours Feed Preferences (docs/feed-ranking.md §7). The gazetteer loads on first use, hence the time.
jest.setTimeout(60_000);

type FeedPage = FeedAlgorithmFeedQuery['feed'];

const FEED = graphql(`
  query FeedAlgorithmFeed($energy: Int, $first: Int, $after: String) {
    feed(mode: FOR_YOU, energy: $energy, first: $first, after: $after) {
      edges {
        node {
          content
          explanation {
            summary
            factors {
              name
              weight
            }
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
const UPDATE = graphql(`
  mutation FeedAlgorithmUpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      feedAlgorithm
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function feed(viewer: TestUser, vars: FeedAlgorithmFeedQueryVariables = {}): Promise<FeedPage> {
  const response = await server.gql(FEED, { first: 20, ...vars }, { token: viewer.accessToken });
  if (!response.data?.feed) throw new Error(JSON.stringify(response.errors));
  return response.data.feed;
}
const contents = (page: FeedPage) => page.edges.map((edge) => edge.node.content);
// Each test's posts carry its own marker, as the other tests' posts are in the same FOR_YOU feed.
const only = (marker: string, list: string[]) =>
  list.filter((content) => content.endsWith(marker)).map((c) => c.slice(0, -marker.length));
const choose = async (viewer: TestUser, feedAlgorithm: string) => {
  const response = await server.gql(UPDATE, { input: { feedAlgorithm } }, { token: viewer.accessToken });
  expect(response.data?.updateSettings.feedAlgorithm).toBe(feedAlgorithm);
};

/** A viewer whose own post from three hours ago outranks a stranger's brand-new post in the default ranking. */
async function ownOlderPostScenario(marker: string): Promise<TestUser> {
  const viewer = await buildUser(server);
  const stranger = await buildUser(server);
  const own = await buildPost(server, viewer.id, `My post from earlier${marker}`);
  await agePost(server, own, 3);
  await buildPost(server, stranger.id, `A stranger, just now${marker}`);
  return viewer;
}

it('ai (the default) ranks by the dial; chrono is newest first whatever the dial says', async () => {
  const viewer = await ownOlderPostScenario(' #t1');
  expect(only(' #t1', contents(await feed(viewer)))).toEqual(['My post from earlier', 'A stranger, just now']);

  await choose(viewer, 'chrono');
  for (const energy of [50, 100]) {
    const page = await feed(viewer, { energy });
    expect(only(' #t1', contents(page))).toEqual(['A stranger, just now', 'My post from earlier']);
    // The explanation tells the truth: only recency counts.
    expect(page.edges[0].node.explanation!.factors.find((f) => f.name === 'recency')?.weight).toBe(1);
  }

  await choose(viewer, 'ai');
  expect(only(' #t1', contents(await feed(viewer)))).toEqual(['My post from earlier', 'A stranger, just now']);
});

it('expert ranks at exactly the energy the viewer sets, as the dial does', async () => {
  const viewer = await ownOlderPostScenario(' #t2');
  const byEnergy = async () =>
    Promise.all([0, 50, 100].map(async (energy) => only(' #t2', contents(await feed(viewer, { energy })))));
  const ai = await byEnergy();
  await choose(viewer, 'expert');
  expect(await byEnergy()).toEqual(ai);
  expect(ai[0]).toEqual(['A stranger, just now', 'My post from earlier']);
  expect(ai[1]).toEqual(['My post from earlier', 'A stranger, just now']);
});

it('local puts creators near the viewer first and still shows everyone else', async () => {
  const viewer = await buildUser(server);
  const authors: Record<string, TestUser> = {};
  for (const city of ['Kisumu', 'Mombasa', 'Lagos'] as const) {
    authors[city] = await buildUser(server);
    await placeUser(server, authors[city].accessToken, city);
    await showLocation(server, authors[city].accessToken);
  }
  // Placed in Nairobi too, but Show location is off (the default): no distance, ranked with everyone else.
  const hidden = await buildUser(server);
  await placeUser(server, hidden.accessToken, 'Nairobi');
  // Oldest first: newest-first order is the reverse of nearest-first.
  await buildPost(server, hidden.id, 'Hidden in Nairobi #t3');
  await buildPost(server, authors.Mombasa.id, 'From Mombasa #t3');
  await buildPost(server, authors.Kisumu.id, 'From Kisumu #t3');
  await buildPost(server, authors.Lagos.id, 'From Lagos #t3');
  await buildPost(server, viewer.id, 'Mine #t3');

  // Without a location, local is the ranked default.
  await choose(viewer, 'local');
  expect(only(' #t3', contents(await feed(viewer)))).toEqual([
    'Mine',
    'From Lagos',
    'From Kisumu',
    'From Mombasa',
    'Hidden in Nairobi',
  ]);

  await placeUser(server, viewer.accessToken, 'Nairobi');
  await showLocation(server, viewer.accessToken);
  const page = await feed(viewer);
  const order = contents(page);
  // The viewer's own city first, then Kisumu (~265 km), Mombasa (~440 km), then everyone else by the dial.
  expect(order.slice(0, 3)).toEqual(['Mine #t3', 'From Kisumu #t3', 'From Mombasa #t3']);
  expect(order).toEqual(expect.arrayContaining(['From Lagos #t3', 'Hidden in Nairobi #t3']));
  expect(page.edges[1].node.explanation!.summary).toMatch(/\b2\d\d km from you/);
  const hiddenSummary = page.edges.find((e) => e.node.content === 'Hidden in Nairobi #t3')!.node.explanation!.summary;
  expect(hiddenSummary).not.toMatch(/km from you|from your city/);

  // Paging keeps the same order, without repeats or gaps.
  const paged: string[] = [];
  let after: string | null = null;
  for (;;) {
    const next = await feed(viewer, { first: 1, after });
    paged.push(...contents(next));
    if (!next.pageInfo.hasNextPage) break;
    after = next.pageInfo.endCursor;
  }
  expect(paged).toEqual(order);
});

it('refuses a cursor from before the algorithm changed, so a feed is never mixed', async () => {
  const viewer = await ownOlderPostScenario(' #t4');
  const first = await feed(viewer, { first: 1 });
  await choose(viewer, 'chrono');
  const response = await server.gql(FEED, { first: 1, after: first.pageInfo.endCursor }, { token: viewer.accessToken });
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0].message).toBe(CONTENT_MESSAGES.invalidCursor);
});
