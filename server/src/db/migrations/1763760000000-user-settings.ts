import type { MigrationInterface, QueryRunner } from 'typeorm';

// Account settings (issue 7): one row per user, created on the first change; until then the spec's defaults apply.
// The column defaults repeat common/src/settings-options.ts (DEFAULT_SETTINGS), so a partial insert is complete.
export class UserSettings1763760000000 implements MigrationInterface {
  name = 'UserSettings1763760000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        feed_algorithm text NOT NULL DEFAULT 'ai' CHECK (feed_algorithm IN ('chrono', 'ai', 'expert', 'local')),
        theme text NOT NULL DEFAULT 'default' CHECK (theme IN ('default', 'sunset', 'ocean', 'forest')),
        display_mode text NOT NULL DEFAULT 'light' CHECK (display_mode IN ('light', 'dark', 'auto')),
        language text CHECK (language IN ('en', 'sw', 'yo', 'fr', 'ar', 'am')),
        public_profile boolean NOT NULL DEFAULT true,
        show_followers boolean NOT NULL DEFAULT true,
        show_earnings boolean NOT NULL DEFAULT false,
        private_messages boolean NOT NULL DEFAULT true,
        collab_requests boolean NOT NULL DEFAULT true,
        location boolean NOT NULL DEFAULT false,
        filter_content boolean NOT NULL DEFAULT true,
        comment_filter boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE user_settings`);
  }
}
