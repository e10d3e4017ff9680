import { print } from 'graphql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { CITIES, DETECT } from './location-operations';
import { graphql } from '../../gql';
import type { BrowserLocationInput } from '../../gql/graphql';

// Loading the offline gazetteer and many requests in parallel with other suites can take longer than Jest's default 5 s.
jest.setTimeout(30_000);

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  // Behind a trusted proxy the caller's address comes from X-Forwarded-For, so a test can present a public one.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  user = await buildUser(server);
});
afterAll(() => server.stop());

const detect = (browserLocation: BrowserLocationInput | null, headers: Record<string, string> = {}) =>
  server.gql(DETECT, { browserLocation }, { token: user.accessToken, headers });

const profileLocation = async () =>
  (await server.kuza.deps.db.query(`SELECT country, country_code, city FROM profiles WHERE id = $1`, [user.id]))[0];

it.each([
  ['Nairobi', 'KE', 'Kenya'],
  ['Lagos', 'NG', 'Nigeria'],
  ['Johannesburg', 'ZA', 'South Africa'],
  ['Accra', 'GH', 'Ghana'],
  ['Cairo', 'EG', 'Egypt'],
  ['Kinshasa', 'CD', 'Democratic Republic of the Congo'],
  ['Addis Ababa', 'ET', 'Ethiopia'],
  ['Dakar', 'SN', 'Senegal'],
  ['Mombasa', 'KE', 'Kenya'],
  ['Kisumu', 'KE', 'Kenya'],
  ['Ibadan', 'NG', 'Nigeria'],
] as const)('resolves browser coordinates in %s offline', async (city, countryCode, country) => {
  const { data, errors } = await detect(CITIES[city]);
  expect(errors).toBeUndefined();
  expect(data!.detectLocation).toEqual({
    success: true,
    error: null,
    location: { country, countryCode, city, ...CITIES[city], source: 'BROWSER' },
  });
});

it('keeps the last location on the profile at city level, without coordinates', async () => {
  await detect(CITIES.Accra);
  expect(await profileLocation()).toEqual({ country: 'Ghana', country_code: 'GH', city: 'Accra' });
  const mine = await server.gql(
    graphql(`
      query DetectLocationMyLocation {
        myLocation {
          country
          countryCode
          city
          updatedAt
        }
      }
    `),
    {},
    { token: user.accessToken },
  );
  expect(mine.data!.myLocation).toMatchObject({ country: 'Ghana', countryCode: 'GH', city: 'Accra' });
  const columns = await server.kuza.deps.db.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'profiles' AND column_name ~ '(lat|lng|lon)'`,
  );
  expect(columns).toEqual([]);
});

it('answers success false with a clear error in the open sea, and keeps the previous location', async () => {
  await detect(CITIES.Nairobi);
  // The Gulf of Guinea at 0°,0°, the Indian Ocean, the middle of the Atlantic.
  for (const sea of [
    { latitude: 0, longitude: 0 },
    { latitude: -20, longitude: 70 },
    { latitude: 30, longitude: -45 },
  ]) {
    const { data, errors } = await detect(sea);
    expect(errors).toBeUndefined();
    expect(data!.detectLocation).toEqual({
      success: false,
      location: null,
      error: 'These coordinates are not inside any country (open sea)',
    });
  }
  expect((await profileLocation()).city).toBe('Nairobi');
});

it.each([
  [{ latitude: 91, longitude: 0 }, 'browserLocation.latitude', 'Latitude must be a number between -90 and 90'],
  [{ latitude: -90.5, longitude: 0 }, 'browserLocation.latitude', 'Latitude must be a number between -90 and 90'],
  [{ latitude: 0, longitude: 180.01 }, 'browserLocation.longitude', 'Longitude must be a number between -180 and 180'],
  [{ latitude: 0, longitude: -500 }, 'browserLocation.longitude', 'Longitude must be a number between -180 and 180'],
])('refuses out-of-range coordinates %j as BAD_USER_INPUT', async (coordinates, field, message) => {
  const response = await detect(coordinates);
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]).toMatchObject({ message, extensions: { field } });
});

it('refuses coordinates that are not numbers', async () => {
  // Coordinates of the wrong shape on purpose: the variables are sent untyped.
  const detectUntyped = (browserLocation: Record<string, unknown>) =>
    server.gqlRaw(print(DETECT), { browserLocation }, { token: user.accessToken });
  expect(errorCode(await detectUntyped({ latitude: 'north', longitude: 3 }))).toBe('BAD_USER_INPUT');
  expect(errorCode(await detectUntyped({ latitude: 3 }))).toBe('BAD_USER_INPUT');
});

it('without coordinates, a loopback or private caller gets success false, not an error', async () => {
  for (const forwarded of [undefined, '127.0.0.1', '10.1.2.3', '192.168.1.20', '::1', 'fd00::1']) {
    const { data, errors } = await detect(null, forwarded ? { 'x-forwarded-for': forwarded } : {});
    expect(errors).toBeUndefined();
    expect(data!.detectLocation.success).toBe(false);
    expect(data!.detectLocation.location).toBeNull();
    expect(data!.detectLocation.error).toMatch(/private or local network address/);
  }
});

it('without coordinates, locates a public IP address from the offline database', async () => {
  // 196.188.0.0/16 is Ethio Telecom's, in Addis Ababa.
  const { data, errors } = await detect(null, { 'x-forwarded-for': '196.188.0.1' });
  expect(errors).toBeUndefined();
  expect(data!.detectLocation).toMatchObject({
    success: true,
    error: null,
    location: { country: 'Ethiopia', countryCode: 'ET', city: 'Addis Ababa', source: 'IP' },
  });
  expect(await profileLocation()).toEqual({ country: 'Ethiopia', country_code: 'ET', city: 'Addis Ababa' });
});

it('requires a session', async () => {
  expect(errorCode(await server.gql(DETECT, { browserLocation: CITIES.Lagos }))).toBe('UNAUTHENTICATED');
});
