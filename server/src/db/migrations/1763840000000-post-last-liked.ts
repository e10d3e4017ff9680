import type { MigrationInterface, QueryRunner } from 'typeorm';

// When a post was last liked (at least; an unlike leaves it). The feed's window counts each candidate's likes in
// the last hour with an index probe; a post whose last like is older than that hour has none, and is not probed.
export class PostLastLiked1763840000000 implements MigrationInterface {
  name = 'PostLastLiked1763840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE posts ADD COLUMN last_liked_at timestamptz`);
    await db.query(`
      UPDATE posts p SET last_liked_at = m.at
      FROM (SELECT post_id, max(created_at) AS at FROM post_likes GROUP BY post_id) m
      WHERE m.post_id = p.id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE posts DROP COLUMN last_liked_at`);
  }
}
