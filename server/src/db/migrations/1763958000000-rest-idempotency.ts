import type { MigrationInterface, QueryRunner } from 'typeorm';

// The REST API's Idempotency-Key (issue 34): the first answer to a POST, kept per caller and key for 24 hours, so a
// retry with the same key and body gets that answer again instead of acting twice. `response_status` is null while
// the first request is still running (a concurrent retry is refused with 409 rather than run alongside it).
export class RestIdempotency1763958000000 implements MigrationInterface {
  name = 'RestIdempotency1763958000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rest_idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        response_status int,
        response_headers jsonb NOT NULL DEFAULT '{}',
        response_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, idempotency_key)
      );
      CREATE INDEX rest_idempotency_keys_created_at ON rest_idempotency_keys (created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rest_idempotency_keys`);
  }
}
