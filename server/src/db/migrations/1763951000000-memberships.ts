import type { MigrationInterface, QueryRunner } from 'typeorm';

// Memberships that pay (issue 31), on the contract tables of 1763950000000: what a member pays and in which period
// they are, the gateway's saved authorization that renewals charge, the renewal's retry state (grace), when a
// membership was cancelled or lapsed; every confirmed payment (one per membership period); the fake gateway's saved
// authorizations; and the creator's notifications of new members and lapses. Every added column has a default or is
// nullable, so rows written by others (tests of entitlement) stay valid.
export class Memberships1763951000000 implements MigrationInterface {
  name = 'Memberships1763951000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE memberships
        ADD COLUMN price_minor bigint CHECK (price_minor > 0),
        ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$'),
        ADD COLUMN current_period_start timestamptz NOT NULL DEFAULT clock_timestamp(),
        ADD COLUMN period_number integer NOT NULL DEFAULT 1,
        ADD COLUMN provider text,
        ADD COLUMN authorization_ref text,
        ADD COLUMN renewal_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_renewal_at timestamptz,
        ADD COLUMN pending_charge_ref text,
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN lapsed_at timestamptz,
        ADD COLUMN lifetime_minor bigint NOT NULL DEFAULT 0;
      CREATE INDEX memberships_renewal_idx ON memberships (next_renewal_at) WHERE next_renewal_at IS NOT NULL;
      CREATE INDEX memberships_member_idx ON memberships (member_id, created_at DESC);

      CREATE TABLE membership_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        membership_id uuid NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
        period_number integer NOT NULL,
        checkout_id uuid UNIQUE REFERENCES checkouts (id) ON DELETE SET NULL,
        charge_reference text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        paid_at timestamptz NOT NULL,
        UNIQUE (membership_id, period_number)
      );

      CREATE TABLE fake_gateway_authorizations (
        authorization_ref text PRIMARY KEY,
        email text NOT NULL,
        first_reference text NOT NULL UNIQUE REFERENCES fake_gateway_charges (reference) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      ALTER TABLE fake_gateway_charges ADD COLUMN authorization_ref text;

      ALTER TABLE notifications ADD COLUMN membership_id uuid REFERENCES memberships (id) ON DELETE CASCADE;
      CREATE INDEX notifications_membership_idx ON notifications (membership_id) WHERE membership_id IS NOT NULL;
    `);
    await setKinds(db, (kinds) => [...kinds.filter((kind) => !KINDS.includes(kind)), ...KINDS]);
    await db.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_membership_check
        CHECK ((kind IN ('MEMBER_JOINED', 'MEMBERSHIP_LAPSED')) = (membership_id IS NOT NULL))
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM notifications WHERE kind IN ('MEMBER_JOINED', 'MEMBERSHIP_LAPSED');
      ALTER TABLE notifications DROP CONSTRAINT notifications_membership_check, DROP COLUMN membership_id;
    `);
    await setKinds(db, (kinds) => kinds.filter((kind) => !KINDS.includes(kind)));
    await db.query(`
      ALTER TABLE fake_gateway_charges DROP COLUMN authorization_ref;
      DROP TABLE fake_gateway_authorizations;
      DROP TABLE membership_payments;
      DROP INDEX memberships_member_idx;
      DROP INDEX memberships_renewal_idx;
      ALTER TABLE memberships
        DROP COLUMN price_minor, DROP COLUMN currency, DROP COLUMN current_period_start, DROP COLUMN period_number,
        DROP COLUMN provider, DROP COLUMN authorization_ref, DROP COLUMN renewal_attempts,
        DROP COLUMN next_renewal_at, DROP COLUMN pending_charge_ref, DROP COLUMN cancelled_at, DROP COLUMN lapsed_at,
        DROP COLUMN lifetime_minor;
    `);
  }
}

const KINDS = ['MEMBER_JOINED', 'MEMBERSHIP_LAPSED'];

/** Rewrites notifications_kind_check with the kinds `change` makes of the current ones. */
async function setKinds(db: QueryRunner, change: (kinds: string[]) => string[]): Promise<void> {
  const [row] = (await db.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conname = 'notifications_kind_check' AND conrelid = 'notifications'::regclass`,
  )) as Array<{ definition: string }>;
  const current = [...row.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
  const kinds = change(current)
    .map((kind) => `'${kind}'`)
    .join(', ');
  await db.query(`
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}));
  `);
}
