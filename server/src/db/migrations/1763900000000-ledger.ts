import type { MigrationInterface, QueryRunner } from 'typeorm';

// The double-entry ledger (issue 30, docs/money.md). Accounts keep their balance on the row (with a version), user
// accounts never go negative (the CHECK is the backstop of the guarded UPDATE that posts); transactions are unique by
// idempotency key and remember the hash of their request; entries and transactions are append-only (triggers refuse
// UPDATE, DELETE and TRUNCATE), and a deferred trigger refuses a transaction whose entries do not sum to zero.
export class Ledger1763900000000 implements MigrationInterface {
  name = 'Ledger1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ledger_accounts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        -- 'user:<id>:AVAILABLE:USD', 'platform:FEES:USD', 'clearing:fake:USD': one row per account.
        key text NOT NULL UNIQUE,
        owner_kind text NOT NULL CHECK (owner_kind IN ('USER', 'PLATFORM', 'CLEARING')),
        user_id uuid REFERENCES users (id) ON DELETE RESTRICT,
        kind text NOT NULL,
        currency char(3) NOT NULL,
        balance bigint NOT NULL DEFAULT 0,
        version bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_user_check CHECK ((owner_kind = 'USER') = (user_id IS NOT NULL)),
        CONSTRAINT ledger_accounts_user_kind_check
          CHECK (owner_kind <> 'USER' OR kind IN ('AVAILABLE', 'PENDING', 'WITHDRAWING')),
        CONSTRAINT ledger_accounts_user_not_negative CHECK (owner_kind <> 'USER' OR balance >= 0)
      );
      CREATE INDEX ledger_accounts_user_idx ON ledger_accounts (user_id) WHERE user_id IS NOT NULL;

      CREATE TABLE ledger_transactions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        request_hash text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('TIP', 'MEMBERSHIP', 'PURCHASE', 'SPLIT', 'WITHDRAWAL', 'FEE', 'AD_SPEND',
          'AD_REVENUE', 'REFUND', 'SETTLEMENT')),
        currency char(3) NOT NULL,
        reference text,
        counterparty_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ledger_transactions_reference_idx ON ledger_transactions (reference) WHERE reference IS NOT NULL;

      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
        account_id bigint NOT NULL REFERENCES ledger_accounts (id),
        currency char(3) NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
      CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

      -- A user's history: each transaction that touched one of their accounts, once (settlements are not listed).
      CREATE TABLE ledger_user_transactions (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
        kind text NOT NULL,
        PRIMARY KEY (user_id, transaction_id)
      );
      CREATE INDEX ledger_user_transactions_kind_idx ON ledger_user_transactions (user_id, kind, transaction_id);

      -- What a user earned per day, source and currency (what was credited to them), for earnings and lifetime.
      CREATE TABLE ledger_earnings_daily (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        currency char(3) NOT NULL,
        day date NOT NULL,
        source text NOT NULL CHECK (source IN ('TIPS', 'MEMBERSHIPS', 'PURCHASES', 'SPLITS', 'ADS')),
        amount_minor bigint NOT NULL,
        PRIMARY KEY (user_id, currency, day, source)
      );

      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger % rows are append-only: % refused', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$;
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
      CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
      CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
      CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

      -- At commit: the entries of each transaction written sum to zero, all in the transaction's currency.
      CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE unbalanced bigint;
      BEGIN
        SELECT coalesce(sum(e.amount_minor), 0) INTO unbalanced FROM ledger_entries e WHERE e.transaction_id = NEW.transaction_id;
        IF unbalanced <> 0 OR EXISTS (
          SELECT 1 FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.transaction_id = NEW.transaction_id AND e.currency <> t.currency
        ) THEN
          RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE ledger_earnings_daily, ledger_user_transactions, ledger_entries, ledger_transactions, ledger_accounts;
      DROP FUNCTION ledger_check_balanced();
      DROP FUNCTION ledger_refuse_change();
    `);
  }
}
