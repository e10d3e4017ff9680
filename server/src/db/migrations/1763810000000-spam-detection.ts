import type { MigrationInterface, QueryRunner } from 'typeorm';

// The text key of spam detection as it was when this index was made (moderation-rules/spam-sql.ts textKey), frozen
// here so that a later change there cannot change what this migration does.
const CONTENT_KEY = `hashtext(regexp_replace(lower(content), '\\s+', ' ', 'g'))`;

// Spam detection looks for an author's earlier posts and comments with the same text. An index on (author, text key)
// finds them directly, whatever the author has written (an ordered walk of their latest posts was planned as "read
// all of the author's posts and sort" for a prolific author: 5 ms a post in the benchmark).
export class SpamDetection1763810000000 implements MigrationInterface {
  name = 'SpamDetection1763810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX posts_user_text_idx ON posts (user_id, (${CONTENT_KEY}))`);
    await db.query(`CREATE INDEX comments_user_text_idx ON comments (user_id, (${CONTENT_KEY}))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX comments_user_text_idx; DROP INDEX posts_user_text_idx;`);
  }
}
