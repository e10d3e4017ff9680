import type { MigrationInterface, QueryRunner } from 'typeorm';

// Splits that pay (issue 31): a post may carry one of its author's splits, which divides what the post earns. The
// link lives in its own table (posts stay as they are); deleting the split or the post removes it. The ledger keeps
// the split as applied in each transaction's metadata, indexed so Split Earnings can add up what a split earned.
export class PostSplits1763953000000 implements MigrationInterface {
  name = 'PostSplits1763953000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE post_splits (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        split_id uuid NOT NULL REFERENCES earnings_splits (id) ON DELETE CASCADE,
        attached_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX post_splits_split_idx ON post_splits (split_id);

      CREATE INDEX ledger_transactions_split_idx ON ledger_transactions (((metadata -> 'split' ->> 'splitId')))
        WHERE metadata ? 'split';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ledger_transactions_split_idx; DROP TABLE post_splits;`);
  }
}
