import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 34: scoped API keys, and outgoing webhooks (endpoints, an outbox of deliveries, and each attempt's log).
// Keys made before scopes existed keep every scope (they acted with their admin's power); partner keys get only
// what a gateway partner needs.
export class ApiKeyScopesAndWebhooks1763957000000 implements MigrationInterface {
  name = 'ApiKeyScopesAndWebhooks1763957000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE api_keys ADD COLUMN scopes text[] NOT NULL DEFAULT '{READ,WRITE,ANALYTICS,EARNINGS,WEBHOOKS}'
        CHECK (scopes <@ '{READ,WRITE,ANALYTICS,EARNINGS,WEBHOOKS}'::text[]);
      UPDATE api_keys SET scopes = '{READ,EARNINGS}' WHERE kind = 'PAYMENT_GATEWAY';
      ALTER TABLE api_keys ALTER COLUMN scopes DROP DEFAULT;

      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        url text NOT NULL,
        description text,
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        -- The whsec_ secret, AES-256-GCM encrypted with the server's WEBHOOK_SECRET_KEY: it must be usable to sign.
        secret_encrypted text NOT NULL,
        -- The first failure since the last success: three days of failures disable the endpoint.
        failing_since timestamptz,
        disabled_at timestamptz,
        disabled_reason text CHECK (disabled_reason IN ('GONE', 'FAILING')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        deleted_at timestamptz
      );
      CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id) WHERE deleted_at IS NULL;

      -- The outbox: one row per event and endpoint, written in the transaction of the change it tells about.
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        message_id text NOT NULL UNIQUE,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);

      -- Every delivery written to the outbox gets its job (features/webhooks: webhooks:deliver) in the same
      -- transaction, whichever statement wrote it.
      CREATE FUNCTION webhook_deliveries_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM graphile_worker.add_job('webhooks:deliver', json_build_object('deliveryId', NEW.id),
          max_attempts => 3, job_key => 'webhook:' || NEW.id);
        RETURN NULL;
      END $$;
      CREATE TRIGGER webhook_deliveries_enqueue AFTER INSERT ON webhook_deliveries
        FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_enqueue();

      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL,
        status_code int,
        latency_ms int NOT NULL,
        response_excerpt text,
        error text,
        succeeded boolean NOT NULL
      );
      CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE webhook_attempts;
      DROP TABLE webhook_deliveries;
      DROP FUNCTION webhook_deliveries_enqueue();
      DROP TABLE webhook_endpoints;
      ALTER TABLE api_keys DROP COLUMN scopes;
    `);
  }
}
