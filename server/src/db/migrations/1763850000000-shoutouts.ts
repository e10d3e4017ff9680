import type { MigrationInterface, QueryRunner } from 'typeorm';

// Shoutouts (spec §3-§5, Community): one creator recommends another with a message; the recipient lists those they
// received, the sender those they sent, newest first. The recipient is told (a SHOUTOUT notification, written in the
// statement that writes the shoutout, and deleted with it).
export class Shoutouts1763850000000 implements MigrationInterface {
  name = 'Shoutouts1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE shoutouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        to_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        message text NOT NULL CHECK (message <> ''),
        -- Uses offensive language (common/offensive-language.ts): the Profanity filter masks it for all but its author.
        sensitive boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (from_user_id <> to_user_id)
      );
      -- Each side's list, newest first (keyset on created_at, id); the sender's also serves spam detection's look back.
      CREATE INDEX shoutouts_to_created_idx ON shoutouts (to_user_id, created_at DESC, id DESC);
      CREATE INDEX shoutouts_from_created_idx ON shoutouts (from_user_id, created_at DESC, id DESC);

      ALTER TABLE notifications ADD COLUMN shoutout_id uuid REFERENCES shoutouts (id) ON DELETE CASCADE;
      CREATE INDEX notifications_shoutout_idx ON notifications (shoutout_id) WHERE shoutout_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT')),
        ADD CONSTRAINT notifications_shoutout_check CHECK ((kind = 'SHOUTOUT') = (shoutout_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind = 'SHOUTOUT';
      ALTER TABLE notifications DROP CONSTRAINT notifications_shoutout_check, DROP COLUMN shoutout_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED'));
      DROP TABLE shoutouts;
    `);
  }
}
