import type { MigrationInterface, QueryRunner } from 'typeorm';

// Approved and removed items are listed most recently decided first, resolved reports most recently resolved first
// (moderation.service.ts): one index range each, like the pending queue and the open reports.
export class ModerationHistoryOrder1763855000000 implements MigrationInterface {
  name = 'ModerationHistoryOrder1763855000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX moderation_items_decided_idx ON moderation_items (status, decided_at DESC, id DESC) WHERE status <> 'PENDING'`,
    );
    await db.query(`DROP INDEX reports_resolved_idx`);
    await db.query(
      `CREATE INDEX reports_resolved_idx ON reports (resolved_at DESC, id DESC) WHERE status = 'RESOLVED'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX moderation_items_decided_idx`);
    await db.query(`DROP INDEX reports_resolved_idx`);
    await db.query(`CREATE INDEX reports_resolved_idx ON reports (resolved_at) WHERE status = 'RESOLVED'`);
  }
}
