import type { Context } from '../../graphql/context';
import { Loaders } from '../../graphql/loaders';
import type { Deps } from '../../graphql/services';
import { LocationAnalyticsService } from '../../features/location/location-analytics.service';
import { LocationService } from '../../features/location/location.service';
import { countryName } from '../../features/location/place-resolver';
import { DEMO_ADMIN } from './demo-accounts';

// Demo locations: each account is placed in its home city through the real detection (browser coordinates), the
// accounts see and open each other's demo posts through the real analytics service, and a deterministic history of
// audience from other African cities is added so the Geographic Analytics screen has something to show.
const HOMES: Record<string, { latitude: number; longitude: number }> = {
  amara: { latitude: -1.2921, longitude: 36.8219 }, // Nairobi
  tunde_beats: { latitude: 6.5244, longitude: 3.3792 }, // Lagos
  zanele_designs: { latitude: -26.2041, longitude: 28.0473 }, // Johannesburg
  kofi_pod: { latitude: 5.6037, longitude: -0.187 }, // Accra
  selam_films: { latitude: 9.03, longitude: 38.74 }, // Addis Ababa
  [DEMO_ADMIN.username]: { latitude: -1.2921, longitude: 36.8219 }, // Nairobi
};

// Earlier audience by city: [country code, city, impressions at scale 1, clicks per thousand impressions].
const AUDIENCE: Array<[string, string, number, number]> = [
  ['NG', 'Lagos', 1840, 31],
  ['KE', 'Nairobi', 1520, 34],
  ['ZA', 'Johannesburg', 1160, 27],
  ['GH', 'Accra', 940, 29],
  ['EG', 'Cairo', 720, 18],
  ['CD', 'Kinshasa', 540, 22],
  ['ET', 'Addis Ababa', 610, 25],
  ['SN', 'Dakar', 380, 21],
  ['UG', 'Kampala', 350, 26],
  ['TZ', 'Dar es Salaam', 330, 19],
  ['RW', 'Kigali', 240, 33],
  ['NG', 'Abuja', 410, 24],
  ['ZA', 'Cape Town', 460, 23],
  ['KE', 'Mombasa', 260, 28],
  ['GH', 'Kumasi', 190, 20],
];

// How big each account's audience is, so the demo accounts do not all look the same.
const SCALE: Record<string, number> = {
  amara: 1.4, tunde_beats: 1.8, zanele_designs: 0.9, kofi_pod: 1.1, selam_films: 0.7, [DEMO_ADMIN.username]: 0.5,
};

export async function seedDemoLocations(deps: Deps): Promise<void> {
  const users: Array<{ id: string; username: string }> = await deps.db.query(
    `SELECT id, username FROM profiles WHERE username = ANY($1)`,
    [Object.keys(HOMES)],
  );
  const ctxOf = (id: string): Context => ({
    viewer: { id, email: '', roles: [], sessionId: null, apiKeyId: null },
    services: deps.services,
    loaders: new Loaders(deps, id),
    request: { ip: '127.0.0.1', userAgent: 'seed', setHeader: () => undefined },
  });
  for (const user of users) await deps.services.get(LocationService).detect(ctxOf(user.id), HOMES[user.username]);

  const posts: Array<{ id: string }> = await deps.db.query(`SELECT id FROM posts ORDER BY created_at`);
  const analytics = deps.services.get(LocationAnalyticsService);
  for (const [i, user] of users.entries()) {
    await analytics.recordImpressions(ctxOf(user.id), posts.map((p) => p.id));
    for (const [j, post] of posts.entries()) if ((i + j) % 3 === 0) await analytics.recordClick(ctxOf(user.id), post.id);
  }

  for (const user of users) {
    const home = await deps.db.query(`SELECT country_code, city FROM profiles WHERE id = $1`, [user.id]);
    for (const [countryCode, city, impressionsAtScale, clicksPerThousand] of AUDIENCE) {
      // A creator's own city and country weigh more in their audience.
      const local = home[0]?.city === city ? 2.5 : home[0]?.country_code === countryCode ? 1.5 : 1;
      const impressions = Math.round(impressionsAtScale * SCALE[user.username] * local);
      const clicks = Math.round((impressions * clicksPerThousand) / 1000);
      await deps.db.query(
        `INSERT INTO location_analytics AS a (author_id, country_code, city, country, total_impressions, total_clicks)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (author_id, country_code, city) DO UPDATE SET
           total_impressions = a.total_impressions + EXCLUDED.total_impressions,
           total_clicks = a.total_clicks + EXCLUDED.total_clicks, updated_at = now()`,
        [user.id, countryCode, city, countryName(countryCode) ?? countryCode, impressions, clicks],
      );
    }
  }
}
