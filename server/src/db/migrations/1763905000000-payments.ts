import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payments through a gateway (docs/money.md "Gateways and test mode"):
// - checkouts: one payment a payer makes (a tip, later a membership or a purchase), unique per payer and idempotency
//   key; `request_hash` tells a replay (same request) from a reuse of the key for another request (CONFLICT).
// - gateway_payouts: payouts Kuza asked of the gateway (the reference is the withdrawal id), settled once.
// - payment_events: verified webhooks, stored once per provider event id; a job processes each.
// - payment_webhook_receipts: per provider, when the last webhook arrived and whether its signature verified.
// - fake_gateway_*: the state of the test-mode gateway, in the database so that several instances agree.
export class Payments1763905000000 implements MigrationInterface {
  name = 'Payments1763905000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose text NOT NULL CHECK (purpose IN ('TIP', 'MEMBERSHIP', 'PURCHASE')),
        payer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('fake', 'paystack', 'flutterwave')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED')),
        idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
        request_hash text NOT NULL,
        checkout_url text,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        completed_at timestamptz,
        UNIQUE (payer_id, idempotency_key)
      );
      -- The reconciliation job's list and the admin's pending count.
      CREATE INDEX checkouts_pending_idx ON checkouts (created_at) WHERE status = 'PENDING';
      CREATE INDEX checkouts_failed_idx ON checkouts (created_at) WHERE status = 'FAILED';

      CREATE TABLE gateway_payouts (
        reference text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('fake', 'paystack', 'flutterwave')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'PAID', 'FAILED')),
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        settled_at timestamptz
      );
      CREATE INDEX gateway_payouts_processing_idx ON gateway_payouts (created_at) WHERE status = 'PROCESSING';
      CREATE INDEX gateway_payouts_failed_idx ON gateway_payouts (created_at) WHERE status = 'FAILED';

      CREATE TABLE payment_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL CHECK (type IN ('charge', 'payout')),
        reference text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        processed_at timestamptz,
        UNIQUE (provider, event_id)
      );

      CREATE TABLE payment_webhook_receipts (
        provider text PRIMARY KEY,
        last_received_at timestamptz NOT NULL,
        last_verified boolean NOT NULL
      );

      CREATE TABLE fake_gateway_charges (
        reference text PRIMARY KEY,
        provider_id text NOT NULL UNIQUE,
        amount_minor bigint NOT NULL,
        currency text NOT NULL,
        email text NOT NULL,
        return_url text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );

      CREATE TABLE fake_gateway_payouts (
        reference text PRIMARY KEY,
        provider_id text NOT NULL UNIQUE,
        amount_minor bigint NOT NULL,
        currency text NOT NULL,
        destination jsonb NOT NULL,
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('PROCESSING', 'PAID', 'FAILED')),
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );

      -- Webhooks the fake gateway sends: HELD until released (delay, reorder), SENT, or DROPPED (never sent).
      CREATE TABLE fake_gateway_webhooks (
        id bigserial PRIMARY KEY,
        event_id text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('HELD', 'QUEUED', 'SENT', 'DROPPED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        sent_at timestamptz
      );
      CREATE INDEX fake_gateway_webhooks_held_idx ON fake_gateway_webhooks (id) WHERE status = 'HELD';

      -- Switches a test sets at run time (one row; unset: the configuration's).
      CREATE TABLE fake_gateway_switches (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        switches jsonb NOT NULL
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE fake_gateway_switches, fake_gateway_webhooks, fake_gateway_payouts, fake_gateway_charges,
        payment_webhook_receipts, payment_events, gateway_payouts, checkouts;
    `);
  }
}
