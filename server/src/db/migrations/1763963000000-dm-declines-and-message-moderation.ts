import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 33's leftovers. A recipient may decline a message request (DECLINED: hidden from them, and the sender's
// further messages stay out of their inbox). A reported direct message becomes a moderation item of kind MESSAGE
// (Content Moderation, Reports & Flags), as posts and comments are: the open and resolved rows of message_reports
// move there, and that table goes. A Report alert about a message carries no post, so notifications' post rule lets
// REPORT go without one (the kinds it names are read from the current constraint, as 1763954000000 does).
export class DmDeclinesAndMessageModeration1763963000000 implements MigrationInterface {
  name = 'DmDeclinesAndMessageModeration1763963000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE conversation_members DROP CONSTRAINT conversation_members_status_check,
        ADD CONSTRAINT conversation_members_status_check CHECK (status IN ('ACCEPTED', 'REQUEST', 'DECLINED'));

      ALTER TABLE moderation_items DROP CONSTRAINT moderation_items_kind_check,
        ADD CONSTRAINT moderation_items_kind_check CHECK (kind IN ('POST', 'COMMENT', 'MESSAGE')),
        -- Null once the message is gone (removed here, or with its sender's account).
        ADD COLUMN message_id uuid REFERENCES direct_messages (id) ON DELETE SET NULL;
      -- One item per message (a new report reopens it); also the index of the foreign key's SET NULL.
      CREATE UNIQUE INDEX moderation_items_message_key ON moderation_items (message_id) WHERE message_id IS NOT NULL;

      INSERT INTO moderation_items (kind, message_id, author_id, excerpt, created_at)
      SELECT 'MESSAGE', d.id, d.sender_id, d.content, min(r.created_at)
      FROM message_reports r JOIN direct_messages d ON d.id = r.message_id
      GROUP BY d.id, d.sender_id, d.content;
      UPDATE moderation_items i SET status = 'APPROVED', decided_at = clock_timestamp()
      WHERE i.kind = 'MESSAGE' AND NOT EXISTS (
        SELECT 1 FROM message_reports r WHERE r.message_id = i.message_id AND r.status = 'OPEN'
      );
      INSERT INTO reports (item_id, reporter_id, reason, details, priority, status, resolution, created_at, resolved_at)
      SELECT i.id, r.reporter_id, r.reason, r.details,
             CASE WHEN r.reason IN ('HARASSMENT', 'HATE_SPEECH', 'IMPERSONATION') THEN 'HIGH' ELSE 'MEDIUM' END,
             r.status, CASE WHEN r.status = 'RESOLVED' THEN 'DISMISSED' END, r.created_at,
             CASE WHEN r.status = 'RESOLVED' THEN clock_timestamp() END
      FROM message_reports r JOIN moderation_items i ON i.message_id = r.message_id AND i.kind = 'MESSAGE';
      DROP TABLE message_reports;
    `);
    const kinds = (await postCheckKinds(db)).filter((kind) => kind !== "'REPORT'");
    await setPostCheck(
      db,
      `CASE WHEN kind = 'REPORT' THEN true WHEN kind IN (${kinds}) THEN post_id IS NOT NULL ELSE post_id IS NULL END`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM notifications WHERE kind = 'REPORT' AND post_id IS NULL`);
    const kinds = await postCheckKinds(db);
    await setPostCheck(db, `CASE WHEN kind IN (${kinds}) THEN post_id IS NOT NULL ELSE post_id IS NULL END`);
    await db.query(`
      CREATE TABLE message_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES direct_messages (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL,
        details text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (message_id, reporter_id)
      );
      CREATE INDEX message_reports_open_idx ON message_reports (status, created_at DESC);
      DELETE FROM moderation_items WHERE kind = 'MESSAGE';
      ALTER TABLE moderation_items DROP COLUMN message_id, DROP CONSTRAINT moderation_items_kind_check,
        ADD CONSTRAINT moderation_items_kind_check CHECK (kind IN ('POST', 'COMMENT'));
      UPDATE conversation_members SET status = 'REQUEST' WHERE status = 'DECLINED';
      ALTER TABLE conversation_members DROP CONSTRAINT conversation_members_status_check,
        ADD CONSTRAINT conversation_members_status_check CHECK (status IN ('ACCEPTED', 'REQUEST'));
    `);
  }
}

/** The kinds notifications_post_check names (quoted, for SQL), whatever the migrations before this one made it. */
async function postCheckKinds(db: QueryRunner): Promise<string[]> {
  const [row] = (await db.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = 'notifications_post_check' AND conrelid = 'notifications'::regclass`,
  )) as Array<{ definition: string }>;
  return [...new Set([...row.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => `'${match[1]}'`))];
}

async function setPostCheck(db: QueryRunner, check: string): Promise<void> {
  await db.query(`
    ALTER TABLE notifications DROP CONSTRAINT notifications_post_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_post_check CHECK (${check});
  `);
}
