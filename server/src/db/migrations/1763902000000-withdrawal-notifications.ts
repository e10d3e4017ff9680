import type { MigrationInterface, QueryRunner } from 'typeorm';

// A creator is told when their withdrawal is paid or has failed (WITHDRAWAL_PAID, WITHDRAWAL_FAILED). Nobody acted
// (the gateway decided), so these notifications have no actor: actor_id may be null for them only. The kinds are read
// from the current constraint, so that kinds added by other migrations of the same release stay allowed.
const KINDS = ['WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED'];
const LIST = KINDS.map((kind) => `'${kind}'`).join(', ');

export class WithdrawalNotifications1763902000000 implements MigrationInterface {
  name = 'WithdrawalNotifications1763902000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE notifications ADD COLUMN withdrawal_id uuid REFERENCES withdrawals (id) ON DELETE CASCADE;
      CREATE INDEX notifications_withdrawal_idx ON notifications (withdrawal_id) WHERE withdrawal_id IS NOT NULL;
      ALTER TABLE notifications ALTER COLUMN actor_id DROP NOT NULL;
    `);
    await setKinds(db, (kinds) => [...kinds.filter((kind) => !KINDS.includes(kind)), ...KINDS]);
    await db.query(`
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_withdrawal_check CHECK ((kind IN (${LIST})) = (withdrawal_id IS NOT NULL)),
        ADD CONSTRAINT notifications_actor_check CHECK (actor_id IS NOT NULL OR kind IN (${LIST}));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN (${LIST});
      ALTER TABLE notifications DROP CONSTRAINT notifications_actor_check, DROP CONSTRAINT notifications_withdrawal_check;
      ALTER TABLE notifications ALTER COLUMN actor_id SET NOT NULL;
      ALTER TABLE notifications DROP COLUMN withdrawal_id;
    `);
    await setKinds(db, (kinds) => kinds.filter((kind) => !KINDS.includes(kind)));
  }
}

/** Rewrites notifications_kind_check with the kinds `change` makes of the current ones. */
async function setKinds(db: QueryRunner, change: (kinds: string[]) => string[]): Promise<void> {
  const [row] = (await db.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = 'notifications_kind_check' AND conrelid = 'notifications'::regclass`,
  )) as Array<{ definition: string }>;
  const current = [...row!.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!);
  const kinds = change(current)
    .map((kind) => `'${kind}'`)
    .join(', ');
  await db.query(`
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}));
  `);
}
