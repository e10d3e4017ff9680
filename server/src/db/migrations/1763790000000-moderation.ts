import type { MigrationInterface, QueryRunner } from 'typeorm';

// Reports & Flags and Content Moderation. A moderation item is one post or comment that needs a moderator's look:
// reported by readers, or flagged by Auto-moderation (offensive language). It keeps a copy of the text, so a removed
// item still shows what it was; its reports say who reported it and why.
export class Moderation1763790000000 implements MigrationInterface {
  name = 'Moderation1763790000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE moderation_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('POST', 'COMMENT')),
        -- Null once the post or comment is gone (removed here, or deleted by its author).
        post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
        comment_id uuid REFERENCES comments (id) ON DELETE SET NULL,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        excerpt text NOT NULL,
        auto_flagged boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REMOVED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        decided_at timestamptz,
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      -- One item per post or comment: a new report reopens it.
      CREATE UNIQUE INDEX moderation_items_post_key ON moderation_items (post_id) WHERE kind = 'POST';
      CREATE UNIQUE INDEX moderation_items_comment_key ON moderation_items (comment_id) WHERE kind = 'COMMENT';
      CREATE INDEX moderation_items_status_idx ON moderation_items (status, created_at DESC, id DESC);

      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL REFERENCES moderation_items (id) ON DELETE CASCADE,
        reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text NOT NULL,
        details text NOT NULL DEFAULT '',
        priority text NOT NULL CHECK (priority IN ('HIGH', 'MEDIUM')),
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_REVIEW', 'RESOLVED')),
        resolution text CHECK (resolution IN ('DISMISSED', 'REMOVED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CHECK ((status = 'RESOLVED') = (resolution IS NOT NULL))
      );
      -- A reader reports an item once while their report is open.
      CREATE UNIQUE INDEX reports_open_once ON reports (item_id, reporter_id) WHERE status <> 'RESOLVED';
      CREATE INDEX reports_status_idx ON reports (status, created_at DESC, id DESC);
      CREATE INDEX reports_item_idx ON reports (item_id);
      CREATE INDEX reports_resolved_idx ON reports (resolved_at) WHERE status = 'RESOLVED';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reports; DROP TABLE moderation_items;`);
  }
}
