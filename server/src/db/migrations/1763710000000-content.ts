import type { MigrationInterface, QueryRunner } from 'typeorm';

// Posts, hashtags, likes, shares, comments and follows (issue 3). Counters are denormalised and kept exact by
// unique rows: a counter moves only in the statement that inserted or deleted its row.
export class Content1763710000000 implements MigrationInterface {
  name = 'Content1763710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- NULL when the author's account is gone: the post stays and shows as Anonymous.
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        content text NOT NULL,
        media_url text,
        media_type text CHECK (media_type IN ('IMAGE', 'VIDEO', 'AUDIO')),
        -- Where the storage keeps the file, so deleting the post deletes it.
        media_key text,
        likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        shares_count integer NOT NULL DEFAULT 0 CHECK (shares_count >= 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      -- Newest first (posts, FOR_YOU feed window) and per author (profile page, MY_FLOW window).
      CREATE INDEX posts_created_idx ON posts (created_at DESC, id DESC);
      CREATE INDEX posts_user_created_idx ON posts (user_id, created_at DESC, id DESC);

      CREATE TABLE hashtags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tag text NOT NULL,
        usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX hashtags_tag_key ON hashtags (tag);
      -- Trending: by usage, ties by tag, so the top 10 is stable.
      CREATE INDEX hashtags_trending_idx ON hashtags (usage_count DESC, tag ASC) WHERE usage_count > 0;

      CREATE TABLE post_hashtags (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        hashtag_id uuid NOT NULL REFERENCES hashtags (id) ON DELETE CASCADE,
        -- Copied from the post so a hashtag's page is one index range, newest first, without a sort.
        post_created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, hashtag_id)
      );
      CREATE INDEX post_hashtags_hashtag_idx ON post_hashtags (hashtag_id, post_created_at DESC, post_id DESC);

      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (post_id, user_id)
      );
      -- Likes in the last hour per post (feed), and a viewer's recent likes (affinity).
      CREATE INDEX post_likes_post_created_idx ON post_likes (post_id, created_at DESC);
      CREATE INDEX post_likes_user_created_idx ON post_likes (user_id, created_at DESC);

      CREATE TABLE post_shares (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (post_id, user_id)
      );
      CREATE INDEX post_shares_user_idx ON post_shares (user_id, created_at DESC);

      CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX comments_post_created_idx ON comments (post_id, created_at, id);
      CREATE INDEX comments_user_created_idx ON comments (user_id, created_at DESC);

      CREATE TABLE follows (
        follower_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        followee_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      );
      CREATE INDEX follows_followee_idx ON follows (followee_id, created_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE follows; DROP TABLE comments; DROP TABLE post_shares; DROP TABLE post_likes;
      DROP TABLE post_hashtags; DROP TABLE hashtags; DROP TABLE posts;
    `);
  }
}
