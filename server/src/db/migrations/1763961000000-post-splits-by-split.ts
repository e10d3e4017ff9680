import type { MigrationInterface, QueryRunner } from 'typeorm';

// Split Earnings lists the posts each split is attached to, most recently attached first: the index answers it in
// order (it replaces the index on split_id alone, which it covers).
export class PostSplitsBySplit1763961000000 implements MigrationInterface {
  name = 'PostSplitsBySplit1763961000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX post_splits_split_attached_idx ON post_splits (split_id, attached_at DESC, post_id DESC);
      DROP INDEX post_splits_split_idx;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX post_splits_split_idx ON post_splits (split_id);
      DROP INDEX post_splits_split_attached_idx;
    `);
  }
}
