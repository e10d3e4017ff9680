import type { MigrationInterface, QueryRunner } from 'typeorm';

// Admins suspend accounts (User Management): a suspended account cannot sign in, its sessions end, its API keys are
// refused. Its posts and comments stay as they are: removing content is Content Moderation's decision.
export class UserSuspension1763875000000 implements MigrationInterface {
  name = 'UserSuspension1763875000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspended_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN suspension_reason text;
      -- User Management's Suspended counter.
      CREATE INDEX users_suspended_idx ON users (suspended_at) WHERE suspended_at IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE users DROP COLUMN suspended_at, DROP COLUMN suspended_by, DROP COLUMN suspension_reason`,
    );
  }
}
