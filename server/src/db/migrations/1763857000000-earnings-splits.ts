import type { MigrationInterface, QueryRunner } from 'typeorm';

// Split Earnings: a creator's project and the collaborators who share its earnings, each with a percentage (what
// is left is the owner's). Kuza does not move money yet; a split is the agreement, seen by everyone in it.
export class EarningsSplits1763857000000 implements MigrationInterface {
  name = 'EarningsSplits1763857000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE earnings_splits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        project_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX earnings_splits_owner_idx ON earnings_splits (owner_id, created_at DESC, id DESC);

      CREATE TABLE earnings_split_shares (
        split_id uuid NOT NULL REFERENCES earnings_splits (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        percentage numeric(5, 2) NOT NULL CHECK (percentage > 0 AND percentage <= 100),
        PRIMARY KEY (split_id, user_id)
      );
      -- The splits a creator is in: their shares, then the splits by id.
      CREATE INDEX earnings_split_shares_user_idx ON earnings_split_shares (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE earnings_split_shares; DROP TABLE earnings_splits;`);
  }
}
