import { AuthService } from '../../../server/src/features/auth/auth.service';
import { User } from '../../../server/src/features/auth/user.entity';
import { DEMO_ADMIN } from '../../../server/src/db/seed/demo-accounts';
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

it('places the demo accounts in their home cities, at city level', async () => {
  const rows = await server.kuza.deps.db.query(
    `SELECT username, country_code, city FROM profiles WHERE country_code IS NOT NULL ORDER BY username`,
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

it.each(['amara@kuza.africa', DEMO_ADMIN.email])('gives %s a geographic audience to look at', async (email) => {
  const { data, errors } = await server.gql(ANALYTICS, {}, { token: await tokenFor(email) });
  expect(errors).toBeUndefined();
  expect(data.locationAnalytics).toHaveLength(15);
  const impressions = data.locationAnalytics.map((row: { totalImpressions: number }) => row.totalImpressions);
  expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
  expect(data.locationAnalyticsSummary.countries).toBeGreaterThanOrEqual(10);
  expect(data.locationAnalyticsSummary.totalClicks).toBeGreaterThan(0);
});
