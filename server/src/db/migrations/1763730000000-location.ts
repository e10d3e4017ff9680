import type { MigrationInterface, QueryRunner } from 'typeorm';

// Location (issue 5): the profile's last location at city level (never coordinates), deduplicated audience events,
// and per-author audience totals by city kept exact with atomic upserts.
export class Location1763730000000 implements MigrationInterface {
  name = 'Location1763730000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profiles
        ADD COLUMN country text,
        ADD COLUMN country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
        ADD COLUMN city text,
        ADD COLUMN location_updated_at timestamptz;
      -- NEARBY: authors of one country, grouped by city.
      CREATE INDEX profiles_country_city_idx ON profiles (country_code, city) WHERE country_code IS NOT NULL;

      -- One row per viewer, post, kind and time bucket: a repeat within the bucket inserts nothing and counts nothing.
      -- Rows of past buckets no longer deduplicate anything and may be deleted.
      CREATE TABLE location_events (
        viewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('IMPRESSION', 'CLICK')),
        bucket bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (viewer_id, post_id, kind, bucket)
      );
      CREATE INDEX location_events_post_idx ON location_events (post_id);

      CREATE TABLE location_analytics (
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        country_code text NOT NULL,
        city text NOT NULL,
        country text NOT NULL,
        total_impressions bigint NOT NULL DEFAULT 0 CHECK (total_impressions >= 0),
        total_clicks bigint NOT NULL DEFAULT 0 CHECK (total_clicks >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (author_id, country_code, city)
      );
      -- An author's top locations: one index range, already in order.
      CREATE INDEX location_analytics_author_top_idx
        ON location_analytics (author_id, total_impressions DESC, country_code, city);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE location_analytics; DROP TABLE location_events;
      DROP INDEX profiles_country_city_idx;
      ALTER TABLE profiles DROP COLUMN location_updated_at, DROP COLUMN city, DROP COLUMN country_code, DROP COLUMN country;
    `);
  }
}
