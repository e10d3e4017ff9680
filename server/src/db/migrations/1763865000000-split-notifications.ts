import type { MigrationInterface, QueryRunner } from 'typeorm';

// The collaborators of a new split are told (a SPLIT notification, written in the statement that saves the split);
// deleting the split removes them.
export class SplitNotifications1763865000000 implements MigrationInterface {
  name = 'SplitNotifications1763865000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE notifications ADD COLUMN earnings_split_id uuid REFERENCES earnings_splits (id) ON DELETE CASCADE;
      CREATE INDEX notifications_earnings_split_idx ON notifications (earnings_split_id) WHERE earnings_split_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT',
          'COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED', 'SPLIT')),
        ADD CONSTRAINT notifications_earnings_split_check CHECK ((kind = 'SPLIT') = (earnings_split_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind = 'SPLIT';
      ALTER TABLE notifications DROP CONSTRAINT notifications_earnings_split_check, DROP COLUMN earnings_split_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT',
          'COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED'));
    `);
  }
}
