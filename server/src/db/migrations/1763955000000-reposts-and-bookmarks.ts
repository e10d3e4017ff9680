import type { MigrationInterface, QueryRunner } from 'typeorm';

// Reposts, quotes and bookmarks (issue 33). A repost is one row per (post, person); a quote is a post of its own that
// names the post it quotes (no foreign key: a quote outlives its quoted post and then shows "post removed"). The
// counters move in triggers, so they stay exact under concurrency and whoever deletes a repost, quote or account.
export class RepostsAndBookmarks1763955000000 implements MigrationInterface {
  name = 'RepostsAndBookmarks1763955000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE posts
        ADD COLUMN reposts_count int NOT NULL DEFAULT 0,
        ADD COLUMN quotes_count int NOT NULL DEFAULT 0,
        ADD COLUMN quoted_post_id uuid;
      CREATE INDEX posts_quoted_post_idx ON posts (quoted_post_id) WHERE quoted_post_id IS NOT NULL;

      CREATE TABLE reposts (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (post_id, user_id)
      );
      -- My Flow reads the newest reposts of the people a reader follows.
      CREATE INDEX reposts_user_time_idx ON reposts (user_id, created_at DESC, post_id DESC);

      CREATE TABLE bookmarks (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (user_id, post_id)
      );
      -- The Saved page: newest saved first, by keyset.
      CREATE INDEX bookmarks_user_time_idx ON bookmarks (user_id, created_at DESC, post_id DESC);

      CREATE FUNCTION count_reposts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE posts SET reposts_count = reposts_count + 1 WHERE id = NEW.post_id;
        ELSE
          UPDATE posts SET reposts_count = reposts_count - 1 WHERE id = OLD.post_id;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER reposts_count AFTER INSERT OR DELETE ON reposts FOR EACH ROW EXECUTE FUNCTION count_reposts();

      CREATE FUNCTION count_quotes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.quoted_post_id IS NOT NULL THEN
          UPDATE posts SET quotes_count = quotes_count - 1 WHERE id = OLD.quoted_post_id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.quoted_post_id IS NOT NULL THEN
          UPDATE posts SET quotes_count = quotes_count + 1 WHERE id = NEW.quoted_post_id;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER posts_quotes_count AFTER INSERT OR DELETE OR UPDATE OF quoted_post_id ON posts
        FOR EACH ROW EXECUTE FUNCTION count_quotes();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER posts_quotes_count ON posts;
      DROP FUNCTION count_quotes();
      DROP TRIGGER reposts_count ON reposts;
      DROP FUNCTION count_reposts();
      DROP TABLE bookmarks;
      DROP TABLE reposts;
      DROP INDEX posts_quoted_post_idx;
      ALTER TABLE posts DROP COLUMN quoted_post_id, DROP COLUMN quotes_count, DROP COLUMN reposts_count;
    `);
  }
}
