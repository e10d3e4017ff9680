import type { MigrationInterface, QueryRunner } from 'typeorm';

// Conversation (issue 33): replies to comments (a thread under the post), edits of posts and comments with their
// earlier versions, a comment removed by its author or the post's author, and the REPLY and MENTION notifications.
// A removed comment that has replies stays as a placeholder ("comment removed": no text, no author) so that its
// replies keep their place; one without replies is deleted. The notification kinds and the kinds that may carry a
// comment are read from the current constraints, so that kinds added by other migrations of the same release stay
// allowed whatever order they run in.
export class Conversation1763954000000 implements MigrationInterface {
  name = 'Conversation1763954000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE comments
        ADD COLUMN parent_id uuid REFERENCES comments (id) ON DELETE CASCADE,
        ADD COLUMN replies_count integer NOT NULL DEFAULT 0 CHECK (replies_count >= 0),
        ADD COLUMN edited_at timestamptz,
        ADD COLUMN removed_at timestamptz;
      -- A thread's page of replies, oldest first (keyset on created_at, id); the post's top level reads its own index.
      CREATE INDEX comments_parent_created_idx ON comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL;
      CREATE INDEX comments_post_top_created_idx ON comments (post_id, created_at, id) WHERE parent_id IS NULL;

      ALTER TABLE posts ADD COLUMN edited_at timestamptz;

      -- Earlier versions: the text as it was from written_at until replaced_at (the edit that replaced it).
      CREATE TABLE post_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        content text NOT NULL,
        written_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX post_versions_post_idx ON post_versions (post_id, replaced_at, id);
      CREATE TABLE comment_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        content text NOT NULL,
        written_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX comment_versions_comment_idx ON comment_versions (comment_id, replaced_at, id);
    `);
    await setConstraintKinds(db, 'notifications_kind_check', (kinds) => withConversationKinds(kinds));
    await setConstraintKinds(
      db,
      'notifications_comment_check',
      (kinds) => withConversationKinds(kinds),
      (list) => `kind IN (${list}) OR comment_id IS NULL`,
    );
    await setConstraintKinds(db, 'notifications_post_check', withConversationKinds, POST_CHECK);
    await db.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_reply_check CHECK (kind <> 'REPLY' OR comment_id IS NOT NULL);
      -- One MENTION per person and post or comment: an edit that keeps the mention does not notify again.
      CREATE UNIQUE INDEX notifications_mention_key ON notifications
        (recipient_id, post_id, (COALESCE(comment_id, '00000000-0000-0000-0000-000000000000'::uuid)))
        WHERE kind = 'MENTION';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN ('REPLY', 'MENTION');
      DROP INDEX notifications_mention_key;
      ALTER TABLE notifications DROP CONSTRAINT notifications_reply_check;
    `);
    const without = (kinds: string[]) => kinds.filter((kind) => kind !== 'REPLY' && kind !== 'MENTION');
    await setConstraintKinds(db, 'notifications_kind_check', without);
    await setConstraintKinds(db, 'notifications_comment_check', without, (l) => `kind IN (${l}) OR comment_id IS NULL`);
    await setConstraintKinds(db, 'notifications_post_check', without, POST_CHECK);
    await db.query(`
      DROP TABLE comment_versions; DROP TABLE post_versions;
      ALTER TABLE posts DROP COLUMN edited_at;
      DELETE FROM comments WHERE parent_id IS NOT NULL OR removed_at IS NOT NULL;
      ALTER TABLE comments DROP COLUMN parent_id, DROP COLUMN replies_count, DROP COLUMN edited_at, DROP COLUMN removed_at;
    `);
  }
}

// The kinds about a post carry one; the others carry none.
const POST_CHECK = (list: string) => `CASE WHEN kind IN (${list}) THEN post_id IS NOT NULL ELSE post_id IS NULL END`;

const withConversationKinds = (kinds: string[]) => [
  ...kinds.filter((kind) => kind !== 'REPLY' && kind !== 'MENTION'),
  'REPLY',
  'MENTION',
];

/** Rewrites a CHECK constraint on notifications.kind with the kinds `change` makes of the current ones. */
async function setConstraintKinds(
  db: QueryRunner,
  name: string,
  change: (kinds: string[]) => string[],
  check: (list: string) => string = (list) => `kind IN (${list})`,
): Promise<void> {
  const [row] = (await db.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = $1 AND conrelid = 'notifications'::regclass`,
    [name],
  )) as Array<{ definition: string }>;
  const current = [...row.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
  const kinds = change(current)
    .map((kind) => `'${kind}'`)
    .join(', ');
  await db.query(`
    ALTER TABLE notifications DROP CONSTRAINT ${name};
    ALTER TABLE notifications ADD CONSTRAINT ${name} CHECK (${check(kinds)});
  `);
}
