import type { MigrationInterface, QueryRunner } from 'typeorm';

// The tables that several features of this release read (issues 31 and 33): membership tiers and memberships (a
// member is entitled to a tier's posts while `access_until` is in the future, grace included), and blocks and mutes
// between two people. The features that write them add what else they need in their own migrations.
export class CreatorIncomeAndBlocks1763950000000 implements MigrationInterface {
  name = 'CreatorIncomeAndBlocks1763950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE membership_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        creator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        price_minor bigint NOT NULL CHECK (price_minor > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        is_open boolean NOT NULL DEFAULT true,
        retired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX membership_tiers_creator_idx ON membership_tiers (creator_id, created_at);

      CREATE TABLE memberships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tier_id uuid NOT NULL REFERENCES membership_tiers (id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        creator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('ACTIVE', 'GRACE', 'CANCELLED', 'LAPSED')),
        current_period_end timestamptz NOT NULL,
        access_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (member_id <> creator_id)
      );
      CREATE UNIQUE INDEX memberships_live_idx ON memberships (member_id, tier_id) WHERE status <> 'LAPSED';
      CREATE INDEX memberships_creator_idx ON memberships (creator_id, created_at DESC);
      CREATE INDEX memberships_access_idx ON memberships (member_id, tier_id, access_until);

      CREATE TABLE blocks (
        blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      );
      CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);

      CREATE TABLE mutes (
        muter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        muted_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (muter_id, muted_id),
        CHECK (muter_id <> muted_id)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mutes; DROP TABLE blocks; DROP TABLE memberships; DROP TABLE membership_tiers;`);
  }
}
