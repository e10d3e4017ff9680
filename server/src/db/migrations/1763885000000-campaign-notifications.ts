import type { MigrationInterface, QueryRunner } from 'typeorm';

// A campaign's owner is told when staff approve or reject it (CAMPAIGN_APPROVED, CAMPAIGN_REJECTED), in the statement
// that records the review; the reviewer is not named, as with removals.
const KINDS = `'FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT', 'COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED', 'SPLIT',
  'CIRCLE_REQUEST', 'CIRCLE_APPROVED'`;

export class CampaignNotifications1763885000000 implements MigrationInterface {
  name = 'CampaignNotifications1763885000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE notifications ADD COLUMN ad_campaign_id uuid REFERENCES ad_campaigns (id) ON DELETE CASCADE;
      CREATE INDEX notifications_ad_campaign_idx ON notifications (ad_campaign_id) WHERE ad_campaign_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS}, 'CAMPAIGN_APPROVED', 'CAMPAIGN_REJECTED')),
        ADD CONSTRAINT notifications_ad_campaign_check
          CHECK ((kind IN ('CAMPAIGN_APPROVED', 'CAMPAIGN_REJECTED')) = (ad_campaign_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN ('CAMPAIGN_APPROVED', 'CAMPAIGN_REJECTED');
      ALTER TABLE notifications DROP CONSTRAINT notifications_ad_campaign_check, DROP COLUMN ad_campaign_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS}));
    `);
  }
}
