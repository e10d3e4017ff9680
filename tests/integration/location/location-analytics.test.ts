import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  LocationAnalyticsService,
  EVENT_WINDOW_MS,
} from '../../../server/src/features/location/location-analytics.service';
import { ANALYTICS, RECORD_CLICK, RECORD_IMPRESSIONS, buildPost, placeUser } from './location-operations';

// Loading the offline gazetteer and many requests in parallel with other suites can take longer than Jest's default 5 s.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const analytics = async (author: TestUser, limit?: number) => {
  const { data, errors } = await server.gql(ANALYTICS, { limit }, { token: author.accessToken });
  expect(errors).toBeUndefined();
  return data;
};
const see = (viewer: TestUser, postIds: string[]) =>
  server.gql(RECORD_IMPRESSIONS, { postIds }, { token: viewer.accessToken });
const click = (viewer: TestUser, postId: string) => server.gql(RECORD_CLICK, { postId }, { token: viewer.accessToken });

it("attributes impressions and clicks to the viewer's city and the post's author", async () => {
  const author = await buildUser(server);
  const [nairobi, lagos] = [await buildUser(server), await buildUser(server)];
  await placeUser(server, nairobi.accessToken, 'Nairobi');
  await placeUser(server, lagos.accessToken, 'Lagos');
  const [first, second] = [await buildPost(server, author.id), await buildPost(server, author.id)];

  expect((await see(nairobi, [first, second])).data!.recordImpressions).toBe(true);
  await see(lagos, [first]);
  expect((await click(nairobi, second)).data!.recordClick).toBe(true);

  const data = await analytics(author);
  expect(data!.locationAnalytics).toEqual([
    { country: 'Kenya', countryCode: 'KE', city: 'Nairobi', totalImpressions: 2, totalClicks: 1 },
    { country: 'Nigeria', countryCode: 'NG', city: 'Lagos', totalImpressions: 1, totalClicks: 0 },
  ]);
  expect(data!.locationAnalyticsSummary).toEqual({ countries: 2, cities: 2, totalImpressions: 3, totalClicks: 1 });
  // Viewers have an audience of their own only for their own posts.
  expect((await analytics(nairobi))!.locationAnalytics).toEqual([]);
});

it("counts a viewer's repeated impressions and clicks of a post once within the window, again in the next", async () => {
  const author = await buildUser(server);
  const viewer = await buildUser(server);
  await placeUser(server, viewer.accessToken, 'Accra');
  const post = await buildPost(server, author.id);

  await see(viewer, [post, post, post.toUpperCase()]);
  await see(viewer, [post]);
  await Promise.all([1, 2, 3, 4, 5].map(() => see(viewer, [post])));
  await click(viewer, post);
  await click(viewer, post);
  expect((await analytics(author))!.locationAnalytics).toEqual([
    { country: 'Ghana', countryCode: 'GH', city: 'Accra', totalImpressions: 1, totalClicks: 1 },
  ]);

  // Half an hour later it is a new impression.
  const service = server.kuza.deps.services.get(LocationAnalyticsService);
  const ctx = { viewer: { id: viewer.id } } as Parameters<LocationAnalyticsService['recordImpressions']>[0];
  await service.recordImpressions(ctx, [post], new Date(Date.now() + EVENT_WINDOW_MS));
  expect((await analytics(author))!.locationAnalyticsSummary.totalImpressions).toBe(2);
});

it('keeps totals exact under many concurrent reports from many viewers', async () => {
  const authors = [await buildUser(server), await buildUser(server)];
  const posts = [
    await buildPost(server, authors[0].id),
    await buildPost(server, authors[0].id),
    await buildPost(server, authors[1].id),
  ];
  const viewers: TestUser[] = [];
  for (let i = 0; i < 12; i++) {
    const viewer = await buildUser(server);
    await placeUser(server, viewer.accessToken, i % 2 === 0 ? 'Johannesburg' : 'Nairobi');
    viewers.push(viewer);
  }
  // Every viewer reports every post three times, in different orders and batches, all at once, and clicks twice.
  await Promise.all(
    viewers.flatMap((viewer, i) => [
      see(viewer, posts),
      see(viewer, [...posts].reverse()),
      see(viewer, [posts[(i + 1) % 3], posts[i % 3]]),
      click(viewer, posts[i % 3]),
      click(viewer, posts[i % 3]),
    ]),
  );
  const first = await analytics(authors[0]);
  expect(first!.locationAnalytics).toEqual(
    [
      { country: 'Kenya', countryCode: 'KE', city: 'Nairobi', totalImpressions: 12, totalClicks: expect.any(Number) },
      {
        country: 'South Africa',
        countryCode: 'ZA',
        city: 'Johannesburg',
        totalImpressions: 12,
        totalClicks: expect.any(Number),
      },
    ].sort((a, b) => a.countryCode.localeCompare(b.countryCode)),
  );
  const second = await analytics(authors[1]);
  expect(second!.locationAnalyticsSummary).toEqual({ countries: 2, cities: 2, totalImpressions: 12, totalClicks: 4 });
  // Clicks: viewer i clicks post i % 3 (once, deduplicated): posts 0 and 1 belong to the first author.
  expect(first!.locationAnalyticsSummary.totalClicks).toBe(8);
});

it('does not count authors seeing their own posts, nor viewers whose city is unknown', async () => {
  const author = await buildUser(server);
  await placeUser(server, author.accessToken, 'Cairo');
  const nowhere = await buildUser(server);
  const post = await buildPost(server, author.id);
  expect((await see(author, [post])).data!.recordImpressions).toBe(true);
  expect((await see(nowhere, [post])).data!.recordImpressions).toBe(true);
  await click(author, post);
  expect((await analytics(author))!.locationAnalyticsSummary).toEqual({
    countries: 0,
    cities: 0,
    totalImpressions: 0,
    totalClicks: 0,
  });
});

it('lists at most `limit` locations, most impressions first', async () => {
  const author = await buildUser(server);
  const post = await buildPost(server, author.id);
  const cities = ['Nairobi', 'Lagos', 'Dakar'] as const;
  for (const [index, city] of cities.entries()) {
    for (let n = 0; n <= index; n++) {
      const viewer = await buildUser(server);
      await placeUser(server, viewer.accessToken, city);
      await see(viewer, [post]);
    }
  }
  const data = await analytics(author, 2);
  expect(data!.locationAnalytics.map((row) => [row.city, row.totalImpressions])).toEqual([
    ['Dakar', 3],
    ['Lagos', 2],
  ]);
  expect(data!.locationAnalyticsSummary).toMatchObject({ countries: 3, cities: 3, totalImpressions: 6 });
});

it('refuses bad input and unknown posts, and requires a session', async () => {
  const viewer = await buildUser(server);
  expect(errorCode(await see(viewer, ['not-a-uuid']))).toBe('BAD_USER_INPUT');
  expect(
    errorCode(
      await see(
        viewer,
        Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'),
      ),
    ),
  ).toBe('BAD_USER_INPUT');
  expect((await see(viewer, [])).data!.recordImpressions).toBe(true);
  // A post deleted between being seen and being reported is simply not counted.
  expect((await see(viewer, ['00000000-0000-4000-8000-000000000000'])).data!.recordImpressions).toBe(true);
  expect(errorCode(await click(viewer, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
  expect(errorCode(await click(viewer, 'nope'))).toBe('BAD_USER_INPUT');
  expect(errorCode(await server.gql(ANALYTICS, { limit: 0 }, { token: viewer.accessToken }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await server.gql(RECORD_IMPRESSIONS, { postIds: [] }))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(ANALYTICS, {}))).toBe('UNAUTHENTICATED');
});
