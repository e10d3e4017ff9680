import type { MigrationInterface, QueryRunner } from 'typeorm';

// The reconciliation job re-reads undecided checkouts and payouts least recently re-read first, so that payments
// abandoned at the gateway (a checkout nobody paid) never crowd out the others.
export class PaymentsReconciledAt1763907000000 implements MigrationInterface {
  name = 'PaymentsReconciledAt1763907000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE checkouts ADD COLUMN reconciled_at timestamptz;
      DROP INDEX checkouts_pending_idx;
      CREATE INDEX checkouts_pending_idx ON checkouts (reconciled_at NULLS FIRST, created_at) WHERE status = 'PENDING';
      ALTER TABLE gateway_payouts ADD COLUMN reconciled_at timestamptz;
      DROP INDEX gateway_payouts_processing_idx;
      CREATE INDEX gateway_payouts_processing_idx ON gateway_payouts (reconciled_at NULLS FIRST, created_at)
        WHERE status = 'PROCESSING';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX gateway_payouts_processing_idx;
      ALTER TABLE gateway_payouts DROP COLUMN reconciled_at;
      CREATE INDEX gateway_payouts_processing_idx ON gateway_payouts (created_at) WHERE status = 'PROCESSING';
      DROP INDEX checkouts_pending_idx;
      ALTER TABLE checkouts DROP COLUMN reconciled_at;
      CREATE INDEX checkouts_pending_idx ON checkouts (created_at) WHERE status = 'PENDING';
    `);
  }
}
