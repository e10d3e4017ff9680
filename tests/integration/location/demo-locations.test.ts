import { AuthService } from '../../../server/src/features/auth/auth.service';
import { User } from '../../../server/src/features/auth/user.entity';
import { seedDemoContent } from '../../../server/src/app/demo-seed/demo-seed';
import { DEMO_ADMIN, DEMO_CREATORS } from '../../../server/src/app/demo-seed/demo-accounts';
import { demoReaders, seedDemoAudience } from '../../../server/src/app/demo-seed/demo-audience';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ANALYTICS } from './location-operations';

// Loading the offline gazetteer and many requests in parallel with other suites can take longer than Jest's default 5 s.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
});
afterAll(() => server.stop());

const tokenFor = async (email: string) => {
  const user = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email });
  return (await server.kuza.deps.services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' })).accessToken;
};

const STATS = /* GraphQL */ `
  query SeededStats {
    myPostStats(days: 30, top: 50) {
      allTime { impressions clicks }
      last30Days { impressions clicks }
      daily { impressions }
      topPosts { impressions clicks }
    }
    locationAnalytics(limit: 100) { city totalImpressions totalClicks }
    locationAnalyticsSummary { cities totalImpressions totalClicks }
  }
`;

/** Per-city rows that differ from a count of the author's events by the viewer's city: none when all agree. */
const disagreements = (username: string): Promise<unknown[]> =>
  server.kuza.deps.db.query(
    `WITH author AS (SELECT id FROM profiles WHERE username = $1),
     counted AS (
       SELECT v.country_code, v.city, count(*) FILTER (WHERE e.kind = 'IMPRESSION') AS impressions,
              count(*) FILTER (WHERE e.kind = 'CLICK') AS clicks
       FROM location_events e JOIN posts p ON p.id = e.post_id JOIN profiles v ON v.id = e.viewer_id
       WHERE p.user_id = (SELECT id FROM author) GROUP BY 1, 2
     ), stored AS (
       SELECT country_code, city, total_impressions AS impressions, total_clicks AS clicks
       FROM location_analytics WHERE author_id = (SELECT id FROM author)
     )
     SELECT * FROM counted c FULL JOIN stored s USING (country_code, city)
     WHERE c.impressions IS DISTINCT FROM s.impressions OR c.clicks IS DISTINCT FROM s.clicks`,
    [username],
  );

const sum = (rows: Array<Record<string, number>>, key: string) => rows.reduce((total, row) => total + row[key], 0);

it('places the demo accounts in their home cities, at city level', async () => {
  const rows = await server.kuza.deps.db.query(
    `SELECT username, country_code, city FROM profiles WHERE username = ANY($1) ORDER BY username`,
    [[...DEMO_CREATORS.map((c) => c.username), DEMO_ADMIN.username]],
  );
  expect(rows).toEqual([
    { username: 'amara', country_code: 'KE', city: 'Nairobi' },
    { username: 'kofi_pod', country_code: 'GH', city: 'Accra' },
    { username: DEMO_ADMIN.username, country_code: 'KE', city: 'Nairobi' },
    { username: 'selam_films', country_code: 'ET', city: 'Addis Ababa' },
    { username: 'tunde_beats', country_code: 'NG', city: 'Lagos' },
    { username: 'zanele_designs', country_code: 'ZA', city: 'Johannesburg' },
  ]);
});

it("shows the demo creators' cities, so the demo admin's Nearby has amara from their city", async () => {
  const token = await tokenFor(DEMO_ADMIN.email);
  const { data, errors } = await server.gql(
    `{ amara: profile(username: "amara") { location } admin: profile(username: "${DEMO_ADMIN.username}") { location }
       feed(mode: FOR_YOU, filters: [NEARBY], first: 50) { edges { node { author { username } explanation { summary } } } } }`,
    {},
    { token },
  );
  expect(errors).toBeUndefined();
  expect(data.amara.location).toBe('Nairobi, Kenya');
  // The admin keeps the default: Show location off.
  expect(data.admin.location).toBeNull();
  const edges: Array<{ node: { author: { username: string }; explanation: { summary: string } } }> = data.feed.edges;
  expect(edges.length).toBeGreaterThan(0);
  for (const { node } of edges) {
    expect(node.author.username).toBe('amara');
    expect(node.explanation.summary).toMatch(/from your city/);
  }
});

it('gives the demo creators an audience of readers in fifteen African cities', async () => {
  const readers = demoReaders();
  const rows: Array<{ username: string; city: string }> = await server.kuza.deps.db.query(
    `SELECT username, city FROM profiles WHERE username = ANY($1)`,
    [readers.map((r) => r.username)],
  );
  expect(rows).toHaveLength(readers.length);
  expect(new Set(rows.map((r) => r.city)).size).toBe(15);
});

it.each(DEMO_CREATORS.map((c) => [c.username, c.email]))(
  "counts %s's per-city figures, totals, top posts and daily chart from the same events",
  async (username, email) => {
    const { data, errors } = await server.gql(STATS, {}, { token: await tokenFor(email) });
    expect(errors).toBeUndefined();
    const { myPostStats: stats, locationAnalytics: cities, locationAnalyticsSummary: summary } = data;
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(cities.length).toBe(summary.cities);
    const impressions = sum(cities, 'totalImpressions');
    const clicks = sum(cities, 'totalClicks');
    expect(impressions).toBeGreaterThan(100);
    expect(clicks).toBeGreaterThan(0);
    expect([summary.totalImpressions, stats.allTime.impressions, stats.last30Days.impressions]).toEqual([impressions, impressions, impressions]);
    expect([summary.totalClicks, stats.allTime.clicks, stats.last30Days.clicks]).toEqual([clicks, clicks, clicks]);
    expect(sum(stats.daily, 'impressions')).toBe(impressions);
    expect([sum(stats.topPosts, 'impressions'), sum(stats.topPosts, 'clicks')]).toEqual([impressions, clicks]);
    await expect(disagreements(username)).resolves.toEqual([]);
  },
);

it("puts amara's home city first in her audience", async () => {
  const { data } = await server.gql(ANALYTICS, { limit: 2 }, { token: await tokenFor('amara@kuza.africa') });
  expect(data.locationAnalytics.map((row: { city: string }) => row.city)[0]).toBe('Nairobi');
  expect(data.locationAnalyticsSummary.countries).toBeGreaterThanOrEqual(10);
});

it('gives the admin, who has no posts, no audience figures', async () => {
  const { data } = await server.gql(ANALYTICS, {}, { token: await tokenFor(DEMO_ADMIN.email) });
  expect(data.locationAnalytics).toEqual([]);
  expect(data.locationAnalyticsSummary).toEqual({ countries: 0, cities: 0, totalImpressions: 0, totalClicks: 0 });
});

it('changes nothing when seeding runs again, and stays consistent when the audience step is retried', async () => {
  const db = server.kuza.deps.db;
  const count = async () => (await db.query(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM location_events)::int AS events`))[0];
  const before = await count();
  await seedDemoContent(server.kuza.deps);
  expect(await count()).toEqual(before);

  await seedDemoAudience(server.kuza.deps);
  const after = await count();
  expect(after.users).toBe(before.users);
  // A retry may add the windows that closed since the first run, never a duplicate.
  expect(after.events).toBeGreaterThanOrEqual(before.events);
  for (const { username } of DEMO_CREATORS) await expect(disagreements(username)).resolves.toEqual([]);
});
