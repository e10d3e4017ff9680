import type { MigrationInterface, QueryRunner } from 'typeorm';

// The members-only post a reader joined from (issue 31): its split divides the creator's share of every payment of
// that membership, first month and renewals alike. Null for a join from the profile, or once the post is deleted.
export class MembershipJoinedFromPost1763969100000 implements MigrationInterface {
  name = 'MembershipJoinedFromPost1763969100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE memberships ADD COLUMN joined_from_post_id uuid REFERENCES posts (id) ON DELETE SET NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE memberships DROP COLUMN joined_from_post_id`);
  }
}
