import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Auth1763700000000 implements MigrationInterface {
  name = 'Auth1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      CREATE TABLE profiles (
        id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        username text NOT NULL,
        bio text,
        avatar_url text,
        is_verified boolean NOT NULL DEFAULT false,
        followers_count integer NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
        following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX profiles_username_key ON profiles (lower(username));
      CREATE INDEX profiles_created_at_idx ON profiles (created_at DESC, id DESC);

      CREATE TABLE user_roles (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('ADMIN', 'MODERATOR')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, role)
      );
      CREATE INDEX user_roles_role_idx ON user_roles (role);

      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent text,
        ip text
      );
      CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

      -- Refresh tokens are stored only as SHA-256 hashes; a used one stays, so its reuse can be detected.
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

      -- Token buckets for rate limits; kept in PostgreSQL so every instance shares them and they survive restarts.
      CREATE TABLE rate_limit_buckets (
        key text PRIMARY KEY,
        tokens double precision NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );

      -- Demo content steps that have run, so each runs once per database.
      CREATE TABLE seed_steps (
        name text PRIMARY KEY,
        done_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE seed_steps; DROP TABLE rate_limit_buckets; DROP TABLE password_reset_tokens; DROP TABLE refresh_tokens;
      DROP TABLE auth_sessions; DROP TABLE user_roles; DROP TABLE profiles; DROP TABLE users;
    `);
  }
}
