import type { MigrationInterface, QueryRunner } from 'typeorm';

// Collab requests (spec §3-§4, Community): a creator offers another a collab (a type, an amount in US dollars, a
// message). A request is `new` until its recipient opens its Details, then `pending` until they accept or decline it
// (decided_at says when). The recipient is told of a new request (COLLAB_REQUEST), the sender of the answer
// (COLLAB_ACCEPTED, COLLAB_DECLINED), each in the statement that makes the change.
export class CollabRequests1763860000000 implements MigrationInterface {
  name = 'CollabRequests1763860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE collab_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        to_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('brandDeal', 'feature', 'sponsoredPost', 'podcastGuest')),
        amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
        message text NOT NULL CHECK (message <> ''),
        sensitive boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'pending', 'accepted', 'declined')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        decided_at timestamptz,
        CHECK (from_user_id <> to_user_id),
        CHECK ((status IN ('accepted', 'declined')) = (decided_at IS NOT NULL))
      );
      CREATE INDEX collab_requests_to_created_idx ON collab_requests (to_user_id, created_at DESC, id DESC);
      CREATE INDEX collab_requests_from_created_idx ON collab_requests (from_user_id, created_at DESC, id DESC);
      -- One open request at a time from a sender to a creator: asking again waits for the answer.
      CREATE UNIQUE INDEX collab_requests_open_key ON collab_requests (from_user_id, to_user_id) WHERE status IN ('new', 'pending');

      ALTER TABLE notifications ADD COLUMN collab_request_id uuid REFERENCES collab_requests (id) ON DELETE CASCADE;
      CREATE INDEX notifications_collab_request_idx ON notifications (collab_request_id) WHERE collab_request_id IS NOT NULL;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT',
          'COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED')),
        ADD CONSTRAINT notifications_collab_request_check
          CHECK ((kind IN ('COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED')) = (collab_request_id IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN ('COLLAB_REQUEST', 'COLLAB_ACCEPTED', 'COLLAB_DECLINED');
      ALTER TABLE notifications DROP CONSTRAINT notifications_collab_request_check, DROP COLUMN collab_request_id;
      ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('FOLLOW', 'LIKE', 'COMMENT', 'REPORT', 'SIGNUP', 'REMOVED', 'SHOUTOUT'));
      DROP TABLE collab_requests;
    `);
  }
}
