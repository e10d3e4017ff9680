import type { MigrationInterface, QueryRunner } from 'typeorm';

// Confirmed tips (a tip exists once its checkout is PAID), and the TIP notification that tells the creator, with the
// supporter's message. The notification kinds are read from the current constraint, so that kinds added by other
// migrations of the same release stay allowed whatever order they run in.
export class Tips1763906000000 implements MigrationInterface {
  name = 'Tips1763906000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tips (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id uuid NOT NULL UNIQUE REFERENCES checkouts (id) ON DELETE CASCADE,
        supporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        creator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        message text CHECK (char_length(message) <= 280),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (supporter_id <> creator_id)
      );
      CREATE INDEX tips_post_idx ON tips (post_id) WHERE post_id IS NOT NULL;
      CREATE INDEX tips_creator_idx ON tips (creator_id, created_at DESC);
      CREATE INDEX tips_supporter_idx ON tips (supporter_id, created_at DESC);

      ALTER TABLE notifications ADD COLUMN tip_id uuid REFERENCES tips (id) ON DELETE CASCADE;
      CREATE INDEX notifications_tip_idx ON notifications (tip_id) WHERE tip_id IS NOT NULL;
    `);
    await setKinds(db, (kinds) => [...kinds.filter((kind) => kind !== 'TIP'), 'TIP']);
    await db.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_tip_check CHECK ((kind = 'TIP') = (tip_id IS NOT NULL))
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind = 'TIP';
      ALTER TABLE notifications DROP CONSTRAINT notifications_tip_check, DROP COLUMN tip_id;
    `);
    await setKinds(db, (kinds) => kinds.filter((kind) => kind !== 'TIP'));
    await db.query(`DROP TABLE tips`);
  }
}

/** Rewrites notifications_kind_check with the kinds `change` makes of the current ones. */
async function setKinds(db: QueryRunner, change: (kinds: string[]) => string[]): Promise<void> {
  const [row] = (await db.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = 'notifications_kind_check' AND conrelid = 'notifications'::regclass`,
  )) as Array<{ definition: string }>;
  const current = [...row.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
  const kinds = change(current)
    .map((kind) => `'${kind}'`)
    .join(', ');
  await db.query(`
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}));
  `);
}
