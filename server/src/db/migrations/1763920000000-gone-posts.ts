import type { MigrationInterface, QueryRunner } from 'typeorm';

// A post's public page answers 410 Gone once the post was deleted by its author or removed by a moderator, and 404
// for an address that never was a post: a trigger remembers the id of every post that leaves, whoever deletes it.
export class GonePosts1763920000000 implements MigrationInterface {
  name = 'GonePosts1763920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE gone_posts (
        post_id uuid PRIMARY KEY,
        gone_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE FUNCTION remember_gone_post() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO gone_posts (post_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;
      CREATE TRIGGER posts_remember_gone AFTER DELETE ON posts FOR EACH ROW EXECUTE FUNCTION remember_gone_post();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER posts_remember_gone ON posts;
      DROP FUNCTION remember_gone_post();
      DROP TABLE gone_posts;
    `);
  }
}
