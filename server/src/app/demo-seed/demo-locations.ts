import type { Context } from '../../graphql/context';
import { Loaders } from '../../graphql/loaders';
import type { Deps } from '../../graphql/services';
import { LocationAnalyticsService, LocationService } from '../../features/location';
import { SettingsService } from '../../features/settings';
import { DEMO_ADMIN } from './demo-accounts';

// Demo locations: each account is placed in its home city through the real detection (browser coordinates), and the
// accounts see and open each other's demo posts through the real analytics service. Their wider audience is the
// demo-audience step's. The demo creators show their location (Privacy & Safety), so their profiles name their city
// and they appear in each other's Nearby; the demo admin keeps the default (hidden), as a new account has it.
const HOMES: Record<string, { latitude: number; longitude: number }> = {
  amara: { latitude: -1.2921, longitude: 36.8219 }, // Nairobi
  tunde_beats: { latitude: 6.5244, longitude: 3.3792 }, // Lagos
  zanele_designs: { latitude: -26.2041, longitude: 28.0473 }, // Johannesburg
  kofi_pod: { latitude: 5.6037, longitude: -0.187 }, // Accra
  selam_films: { latitude: 9.03, longitude: 38.74 }, // Addis Ababa
  [DEMO_ADMIN.username]: { latitude: -1.2921, longitude: 36.8219 }, // Nairobi
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
  for (const user of users) {
    await deps.services.get(LocationService).detect(ctxOf(user.id), HOMES[user.username]);
    if (user.username !== DEMO_ADMIN.username)
      await deps.services.get(SettingsService).update(ctxOf(user.id), { privacy: { location: true } });
  }

  const posts: Array<{ id: string }> = await deps.db.query(`SELECT id FROM posts ORDER BY created_at`);
  const analytics = deps.services.get(LocationAnalyticsService);
  for (const [i, user] of users.entries()) {
    await analytics.recordImpressions(
      ctxOf(user.id),
      posts.map((p) => p.id),
    );
    for (const [j, post] of posts.entries())
      if ((i + j) % 3 === 0) await analytics.recordClick(ctxOf(user.id), post.id);
  }
}
