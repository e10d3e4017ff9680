import type { MigrationInterface, QueryRunner } from 'typeorm';

// The wallet's own rows (issue 30): payout methods saved on the account (kept after removal for the withdrawals that
// name them), withdrawals (one per caller and idempotency key; the money itself moves in the ledger), and each
// creator's earnings goal.
export class Monetize1763901000000 implements MigrationInterface {
  name = 'Monetize1763901000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payout_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('MOBILE_MONEY', 'BANK_TRANSFER', 'CRYPTO')),
        details jsonb NOT NULL,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        removed_at timestamptz
      );
      CREATE INDEX payout_methods_user_idx ON payout_methods (user_id, created_at) WHERE removed_at IS NULL;

      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        payout_method_id uuid NOT NULL REFERENCES payout_methods (id) ON DELETE RESTRICT,
        method_kind text NOT NULL,
        destination jsonb NOT NULL,
        currency char(3) NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
        net_minor bigint NOT NULL CHECK (net_minor > 0),
        status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'PROCESSING', 'PAID', 'FAILED')),
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        provider text,
        hold_transaction_id bigint REFERENCES ledger_transactions (id),
        settle_transaction_id bigint REFERENCES ledger_transactions (id),
        failure_reason text,
        expected_by timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        settled_at timestamptz,
        CHECK (fee_minor + net_minor = amount_minor),
        UNIQUE (user_id, idempotency_key)
      );
      CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC, id DESC);
      CREATE INDEX withdrawals_hold_idx ON withdrawals (hold_transaction_id);
      CREATE INDEX withdrawals_open_idx ON withdrawals (created_at) WHERE status IN ('REQUESTED', 'PROCESSING');

      CREATE TABLE earnings_goals (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency char(3) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE earnings_goals, withdrawals, payout_methods`);
  }
}
