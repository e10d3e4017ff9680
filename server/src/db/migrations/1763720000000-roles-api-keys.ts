import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RolesApiKeys1763720000000 implements MigrationInterface {
  name = 'RolesApiKeys1763720000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- API keys are stored only as a SHA-256 hash plus what the admin screens show (prefix and last four).
      -- A deleted key keeps its row (deleted_at), so a leaked key can still be recognised as revoked.
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        kind text NOT NULL CHECK (kind IN ('API', 'PAYMENT_GATEWAY')),
        tier text NOT NULL CHECK (tier IN ('FREE', 'PRO', 'ENTERPRISE')),
        key_hash text NOT NULL,
        prefix text NOT NULL,
        last_four text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        deleted_at timestamptz
      );
      CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys (key_hash);
      CREATE INDEX api_keys_list_idx ON api_keys (kind, created_at DESC) WHERE deleted_at IS NULL;
      CREATE INDEX api_keys_user_idx ON api_keys (user_id);

      -- One row per key: the current hourly window and the requests counted in it. One upsert per request
      -- takes the row lock, so concurrent requests are counted exactly (and on every instance).
      CREATE TABLE api_key_usage (
        api_key_id uuid PRIMARY KEY REFERENCES api_keys (id) ON DELETE CASCADE,
        window_start timestamptz NOT NULL,
        request_count integer NOT NULL CHECK (request_count >= 0)
      );
    `);
    // The user list searches usernames by substring: a trigram index when pg_trgm can be installed,
    // otherwise an index that at least serves prefix searches.
    await db.query(`
      DO $$
      BEGIN
        BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXCEPTION WHEN OTHERS THEN
          RAISE NOTICE 'pg_trgm is not available: username search uses a prefix index';
        END;
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX profiles_username_search_idx ON profiles USING gin (lower(username) gin_trgm_ops);
        ELSE
          CREATE INDEX profiles_username_search_idx ON profiles (lower(username) text_pattern_ops);
        END IF;
      END
      $$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS profiles_username_search_idx; DROP TABLE api_key_usage; DROP TABLE api_keys;`);
  }
}
