import type { MigrationInterface, QueryRunner } from 'typeorm';

// A page of comments counts those the post's Comment filter hides from the caller. Only sensitive comments can be
// hidden: this index holds just those, so the count reads them and not every comment of the post.
export class SensitiveCommentsIndex1763830000000 implements MigrationInterface {
  name = 'SensitiveCommentsIndex1763830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX comments_post_sensitive_idx ON comments (post_id) WHERE sensitive`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX comments_post_sensitive_idx`);
  }
}
