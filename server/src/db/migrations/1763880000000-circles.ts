import type { MigrationInterface, QueryRunner } from 'typeorm';

// Circles (spec §3: name, members, posts, private flag): a creator's group with a discussion of its own. Joining a
// public circle makes a member at once; a private one takes a request the owner approves or declines. members_count
// and posts_count are changed by the statements that add or remove members and posts, so they stay exact. The owner
// is told of a join request (CIRCLE_REQUEST), the requester of the approval (CIRCLE_APPROVED).
const KINDS = `'FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT', 'COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED', 'SPLIT'`;

export class Circles1763880000000 implements MigrationInterface {
  name = 'Circles1763880000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE circles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name <> ''),
        description text,
        is_private boolean NOT NULL DEFAULT false,
        members_count integer NOT NULL DEFAULT 0 CHECK (members_count >= 0),
        posts_count integer NOT NULL DEFAULT 0 CHECK (posts_count >= 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      -- Names are unique whatever their case ("Lagos Poets" and "lagos poets" are one circle).
      CREATE UNIQUE INDEX circles_name_key ON circles (lower(name));
      -- The Circles screen: newest first (keyset on created_at, id).
      CREATE INDEX circles_created_idx ON circles (created_at DESC, id DESC);
      CREATE INDEX circles_owner_idx ON circles (owner_id);

      CREATE TABLE circle_members (
        circle_id uuid NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('member', 'requested')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (circle_id, user_id)
      );
      -- The owner's pending requests, newest first; a user's circles.
      CREATE INDEX circle_members_status_idx ON circle_members (circle_id, status, created_at DESC, user_id DESC);
      CREATE INDEX circle_members_user_idx ON circle_members (user_id);

      CREATE TABLE circle_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        circle_id uuid NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (content <> ''),
        -- Uses offensive language (common/offensive-language.ts): the Profanity filter masks it for all but its author.
        sensitive boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      -- The discussion, newest first; the author's recent posts in a circle for spam detection.
      CREATE INDEX circle_posts_circle_created_idx ON circle_posts (circle_id, created_at DESC, id DESC);
      CREATE INDEX circle_posts_author_idx ON circle_posts (author_id, circle_id, created_at DESC);

      ALTER TABLE notifications ADD COLUMN circle_id uuid REFERENCES circles (id) ON DELETE CASCADE;
      CREATE INDEX notifications_circle_idx ON notifications (circle_id) WHERE circle_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS}, 'CIRCLE_REQUEST', 'CIRCLE_APPROVED')),
        ADD CONSTRAINT notifications_circle_check CHECK ((kind IN ('CIRCLE_REQUEST', 'CIRCLE_APPROVED')) = (circle_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN ('CIRCLE_REQUEST', 'CIRCLE_APPROVED');
      ALTER TABLE notifications DROP CONSTRAINT notifications_circle_check, DROP COLUMN circle_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${KINDS}));
      DROP TABLE circle_posts;
      DROP TABLE circle_members;
      DROP TABLE circles;
    `);
  }
}
