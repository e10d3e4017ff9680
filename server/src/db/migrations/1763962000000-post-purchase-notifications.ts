import type { MigrationInterface, QueryRunner } from 'typeorm';

// Purchase notifications (issue 31): a creator hears when a reader buys one of their pay-per-view posts. The row
// names the buyer (actor) and the post. The kinds are read from the current constraints, so that kinds added by
// other migrations of the same release stay allowed whatever order they run in.
export class PostPurchaseNotifications1763962000000 implements MigrationInterface {
  name = 'PostPurchaseNotifications1763962000000';

  async up(db: QueryRunner): Promise<void> {
    const add = (kinds: string[]) => [...kinds.filter((kind) => kind !== KIND), KIND];
    await setConstraintKinds(db, 'notifications_kind_check', add);
    await setConstraintKinds(db, 'notifications_post_check', add, POST_CHECK);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM notifications WHERE kind = '${KIND}'`);
    const remove = (kinds: string[]) => kinds.filter((kind) => kind !== KIND);
    await setConstraintKinds(db, 'notifications_kind_check', remove);
    await setConstraintKinds(db, 'notifications_post_check', remove, POST_CHECK);
  }
}

const KIND = 'POST_PURCHASE';

// The kinds about a post carry one; the others carry none.
const POST_CHECK = (list: string) => `CASE WHEN kind IN (${list}) THEN post_id IS NOT NULL ELSE post_id IS NULL END`;

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
