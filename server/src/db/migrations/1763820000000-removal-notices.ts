import type { MigrationInterface, QueryRunner } from 'typeorm';

// A creator hears when a moderator removes their post or comment (REMOVED), and why. The content is gone by then, so
// the notice points at its moderation item, which keeps the text and the reports.
export class RemovalNotices1763820000000 implements MigrationInterface {
  name = 'RemovalNotices1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE notifications ADD COLUMN moderation_item_id uuid REFERENCES moderation_items (id) ON DELETE CASCADE;
      CREATE INDEX notifications_moderation_item_idx ON notifications (moderation_item_id) WHERE moderation_item_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED')),
        ADD CONSTRAINT notifications_removed_check CHECK ((kind = 'REMOVED') = (moderation_item_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind = 'REMOVED';
      ALTER TABLE notifications DROP CONSTRAINT notifications_removed_check, DROP COLUMN moderation_item_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP'));
    `);
  }
}
