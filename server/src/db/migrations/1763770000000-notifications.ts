import type { MigrationInterface, QueryRunner } from 'typeorm';

// Notifications: someone followed you, liked or commented on your post. Written in the same statement or transaction
// as the action. One LIKE per (recipient, actor, post) and one FOLLOW per (recipient, actor): repeating the action
// refreshes that row (created_at, unread) through ON CONFLICT on the unique partial indexes below, so no spam.
export class Notifications1763770000000 implements MigrationInterface {
  name = 'Notifications1763770000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT')),
        -- A deleted post or comment takes its notifications with it.
        post_id uuid REFERENCES posts (id) ON DELETE CASCADE,
        comment_id uuid REFERENCES comments (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        read_at timestamptz,
        CHECK (recipient_id <> actor_id),
        CHECK ((kind = 'FOLLOW') = (post_id IS NULL)),
        CHECK ((kind = 'COMMENT') = (comment_id IS NOT NULL))
      );
      -- The recipient's list, newest first (keyset on created_at, id); also serves the recipient's cascade.
      CREATE INDEX notifications_recipient_created_idx ON notifications (recipient_id, created_at DESC, id DESC);
      -- The bell's count reads only unread rows.
      CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL;
      CREATE UNIQUE INDEX notifications_like_key ON notifications (recipient_id, actor_id, post_id) WHERE kind = 'LIKE';
      CREATE UNIQUE INDEX notifications_follow_key ON notifications (recipient_id, actor_id) WHERE kind = 'FOLLOW';
      -- Deleting a post or a comment finds its notifications without a scan.
      CREATE INDEX notifications_post_idx ON notifications (post_id) WHERE post_id IS NOT NULL;
      CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notifications`);
  }
}
