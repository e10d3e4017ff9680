import type { MigrationInterface, QueryRunner } from 'typeorm';

// Paid posts (issue 31): who may read a locked post (members of its tiers, or buyers at its price), and the
// purchases. A post without a post_access row is public. The media key is kept here too, so /media can tell at once
// whether a file is locked.
export class PaidPosts1763952000000 implements MigrationInterface {
  name = 'PaidPosts1763952000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE post_access (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('MEMBERS', 'PAID')),
        tier_ids uuid[] NOT NULL DEFAULT '{}',
        price_minor bigint CHECK (price_minor > 0),
        currency text CHECK (currency ~ '^[A-Z]{3}$'),
        media_key text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((kind = 'PAID') = (price_minor IS NOT NULL AND currency IS NOT NULL)),
        CHECK (kind <> 'MEMBERS' OR cardinality(tier_ids) > 0)
      );
      CREATE INDEX post_access_media_idx ON post_access (media_key) WHERE media_key IS NOT NULL;

      CREATE TABLE post_purchases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        checkout_id uuid NOT NULL UNIQUE,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX post_purchases_buyer_idx ON post_purchases (buyer_id, post_id);
      CREATE INDEX post_purchases_post_idx ON post_purchases (post_id, created_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE post_purchases; DROP TABLE post_access;`);
  }
}
