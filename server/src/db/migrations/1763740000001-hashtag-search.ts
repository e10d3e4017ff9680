import type { MigrationInterface, QueryRunner } from 'typeorm';

// The top bar's search (issue 6) finds hashtags by prefix as the user types. Tags are stored lowercase, so a
// text_pattern_ops index serves `tag LIKE 'prefix%'` whatever the database's collation.
export class HashtagSearch1763740000001 implements MigrationInterface {
  name = 'HashtagSearch1763740000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX hashtags_tag_prefix_idx ON hashtags (tag text_pattern_ops) WHERE usage_count > 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX hashtags_tag_prefix_idx`);
  }
}
