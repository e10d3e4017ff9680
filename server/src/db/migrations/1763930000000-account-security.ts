import type { MigrationInterface, QueryRunner } from 'typeorm';

// Account security (issue 33): e-mail confirmation, e-mail change and the sessions list. Accounts that exist before
// this migration (demo accounts included) count as confirmed. Confirmation and e-mail-change links are stored only as
// SHA-256 hashes, single-use (used_at) and expiring. A session remembers when it was last used (refreshed).
export class AccountSecurity1763930000000 implements MigrationInterface {
  name = 'AccountSecurity1763930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
      UPDATE users SET email_confirmed_at = created_at;

      CREATE TABLE email_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('CONFIRM', 'CHANGE')),
        -- The address being confirmed: the account's own (CONFIRM) or the new one (CHANGE).
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, kind);

      ALTER TABLE auth_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
      UPDATE auth_sessions SET last_seen_at = created_at;
      CREATE INDEX auth_sessions_user_open_idx ON auth_sessions (user_id) WHERE revoked_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX auth_sessions_user_open_idx;
      ALTER TABLE auth_sessions DROP COLUMN last_seen_at;
      DROP TABLE email_tokens;
      ALTER TABLE users DROP COLUMN email_confirmed_at;
    `);
  }
}
