import type { MigrationInterface, QueryRunner } from 'typeorm';

// Alerts for the staff (System Settings' Report alerts and New user signups): REPORT notifications to admins and
// moderators when a reader reports something, SIGNUP notifications to admins when someone joins. The kind checks of
// the notifications table are replaced by named ones that know the two new kinds.
export class StaffAlerts1763800000000 implements MigrationInterface {
  name = 'StaffAlerts1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$ DECLARE c record; BEGIN
        FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'notifications'::regclass AND contype = 'c' LOOP
          EXECUTE format('ALTER TABLE notifications DROP CONSTRAINT %I', c.conname);
        END LOOP;
      END $$;
      -- A report alert goes with its report (and, like every notification, with its post or comment).
      ALTER TABLE notifications ADD COLUMN report_id uuid REFERENCES reports (id) ON DELETE CASCADE;
      CREATE INDEX notifications_report_idx ON notifications (report_id) WHERE report_id IS NOT NULL;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP')),
        ADD CONSTRAINT notifications_not_self_check CHECK (recipient_id <> actor_id),
        ADD CONSTRAINT notifications_post_check CHECK (CASE WHEN kind IN ('LIKE', 'COMMENT', 'REPORT') THEN post_id IS NOT NULL ELSE post_id IS NULL END),
        ADD CONSTRAINT notifications_comment_check CHECK (kind IN ('COMMENT', 'REPORT') OR comment_id IS NULL),
        ADD CONSTRAINT notifications_comment_kind_check CHECK (kind <> 'COMMENT' OR comment_id IS NOT NULL),
        ADD CONSTRAINT notifications_report_check CHECK ((kind = 'REPORT') = (report_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DELETE FROM notifications WHERE kind IN ('REPORT', 'SIGNUP'); ALTER TABLE notifications DROP COLUMN report_id;`,
    );
  }
}
