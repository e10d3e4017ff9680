import type { MigrationInterface, QueryRunner } from 'typeorm';

// System Settings (spec §2.3): one row of platform switches with the spec's defaults.
export class SystemSettings1763750000000 implements MigrationInterface {
  name = 'SystemSettings1763750000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- The primary key can only be true, so the table holds at most one row.
      CREATE TABLE system_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        auto_moderation boolean NOT NULL DEFAULT false,
        profanity_filter boolean NOT NULL DEFAULT true,
        spam_detection boolean NOT NULL DEFAULT true,
        report_alerts boolean NOT NULL DEFAULT true,
        new_user_signup_alerts boolean NOT NULL DEFAULT false,
        system_alerts boolean NOT NULL DEFAULT true,
        maintenance_mode boolean NOT NULL DEFAULT false,
        allow_new_signups boolean NOT NULL DEFAULT true,
        public_profiles boolean NOT NULL DEFAULT true,
        updated_at timestamptz,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      INSERT INTO system_settings DEFAULT VALUES;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE system_settings`);
  }
}
