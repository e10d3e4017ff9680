import { randomBytes } from 'node:crypto';
import type { Deps } from '../../graphql/services';
import { hashPassword } from '../../features/auth';
import { EVENT_WINDOW_MS, countryName } from '../../features/location';
import { DEMO_ADMIN, DEMO_CREATORS } from './demo-accounts';
import { AUDIENCE_EVENTS_SQL, CLEAR_ANALYTICS_SQL, COUNT_ANALYTICS_SQL } from './demo-audience-sql';

// The demo creators' audience: reader accounts in African cities whose views and clicks of the demo posts are
// written as location events, the rows the analytics service writes. Totals, top posts, charts and per-city figures
// are all counted from those same events, so no screen can disagree with another.

/** [country code, city, readers, clicks per thousand views] */
export const AUDIENCE_CITIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['NG', 'Lagos', 18, 31],
  ['KE', 'Nairobi', 15, 34],
  ['ZA', 'Johannesburg', 12, 27],
  ['GH', 'Accra', 9, 29],
  ['EG', 'Cairo', 7, 18],
  ['ET', 'Addis Ababa', 6, 25],
  ['CD', 'Kinshasa', 5, 22],
  ['ZA', 'Cape Town', 5, 23],
  ['SN', 'Dakar', 4, 21],
  ['UG', 'Kampala', 4, 26],
  ['NG', 'Abuja', 4, 24],
  ['TZ', 'Dar es Salaam', 3, 19],
  ['RW', 'Kigali', 3, 33],
  ['KE', 'Mombasa', 3, 28],
  ['GH', 'Kumasi', 3, 20],
];

/** Views one reader gives one post of the author over its life (more from the author's city and country). */
const AUDIENCE_SIZE: Record<(typeof DEMO_CREATORS)[number]['username'], number> = {
  amara: 1.4,
  tunde_beats: 1.8,
  zanele_designs: 0.9,
  kofi_pod: 1.1,
  selam_films: 0.7,
};
/** Attention fades: over this many event windows a post's chance of being seen again falls to 1/e (half in ~8 h). */
const ATTENTION_WINDOWS = 24;
const MAX_AGE_WINDOWS = (7 * 86_400_000) / EVENT_WINDOW_MS;

const slug = (city: string) => city.toLowerCase().replace(/[^a-z]+/g, '_');

/** The reader accounts: `lagos_fan1`, ... `kumasi_fan3`. */
export const demoReaders = () =>
  AUDIENCE_CITIES.flatMap(([countryCode, city, readers, clicksPerThousand]) =>
    Array.from({ length: readers }, (_, i) => {
      const username = `${slug(city)}_fan${i + 1}`;
      return { username, email: `${username}@audience.kuza.africa`, countryCode, city, clicksPerThousand };
    }),
  );

export async function seedDemoAudience(deps: Deps): Promise<void> {
  const readers = demoReaders();
  // Readers never sign in: their password is random and never kept (one hash for all keeps the seed fast).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), deps.config.bcryptCost);
  const creators = Object.entries(AUDIENCE_SIZE);
  const countries = await Promise.all(readers.map(async (r) => (await countryName(r.countryCode)) ?? r.countryCode));
  await deps.db.transaction(async (tx) => {
    await tx.query(INSERT_READERS_SQL, [
      readers.map((r) => r.username),
      readers.map((r) => r.email),
      readers.map((r) => r.countryCode),
      readers.map((r) => r.city),
      countries,
      passwordHash,
    ]);
    await tx.query(AUDIENCE_EVENTS_SQL, [
      readers.map((r) => r.username),
      readers.map((r) => r.clicksPerThousand),
      creators.map(([username]) => username),
      creators.map(([, size]) => size),
      EVENT_WINDOW_MS / 1000,
      Math.exp(-1 / ATTENTION_WINDOWS),
      MAX_AGE_WINDOWS,
    ]);
    // Counting also replaces the per-city rows without events behind them that databases seeded before this step got.
    const authors = [...creators.map(([username]) => username), DEMO_ADMIN.username];
    await tx.query(CLEAR_ANALYTICS_SQL, [authors]);
    await tx.query(COUNT_ANALYTICS_SQL, [authors]);
  });
}

// Skips a reader whose e-mail or username is taken (a rerun, or a real account of that name).
const INSERT_READERS_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
      AS r(username, email, country_code, city, country)
    WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE lower(p.username) = lower(r.username))
  ), created AS (
    INSERT INTO users (email, password_hash, created_at, email_confirmed_at)
    SELECT email, $6, now() - interval '60 days', now() - interval '60 days' FROM input
    ON CONFLICT DO NOTHING
    RETURNING id, email
  )
  INSERT INTO profiles (id, username, bio, country, country_code, city, location_updated_at, created_at)
  SELECT c.id, i.username, 'Reads and watches Kuza from ' || i.city || '.', i.country, i.country_code, i.city,
         now() - interval '60 days', now() - interval '60 days'
  FROM created c JOIN input i ON lower(i.email) = lower(c.email)`;
