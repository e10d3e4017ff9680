// The floor of a tip confirmation: the rows Kuza writes when the gateway confirms a tip (tips.service confirm,
// ledger.service post, payments syncCheckout, the event job), written with plain `pg` in one transaction per tip and
// no more statements than the work needs. The bench calls it in-process (tests/bench/money.ts), as it calls Kuza's
// job handler, so both sides are timed the same way.
import { tipShares } from '@kuza/common';
import type { Pool, PoolClient } from 'pg';

interface Checkout {
  id: string;
  payer_id: string;
  amount_minor: string;
  currency: string;
  creator_id: string;
  message: string | null;
}

const q = async <T>(c: PoolClient, name: string, text: string, values: unknown[]): Promise<T[]> =>
  (await c.query({ name: `tip-${name}`, text, values })).rows as T[];

/** Confirms the tip of one stored webhook event (a PAID charge); false when there was nothing to do. */
export async function confirmTipFloor(pool: Pool, eventId: string): Promise<boolean> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    // The event (unprocessed), the gateway's word on its charge and the checkout, locked.
    const [checkout] = await q<Checkout>(
      c,
      'checkout',
      `SELECT ch.id, ch.payer_id, ch.amount_minor::text, ch.currency, ch.metadata->>'creatorId' AS creator_id,
              ch.metadata->>'message' AS message
       FROM payment_events e
       JOIN fake_gateway_charges g ON g.reference = e.reference AND g.status = 'PAID'
       JOIN checkouts ch ON ch.id = e.reference::uuid AND ch.status = 'PENDING'
       WHERE e.id = $1 AND e.processed_at IS NULL FOR UPDATE OF ch`,
      [eventId],
    );
    if (!checkout) {
      await c.query('ROLLBACK');
      return false;
    }
    await q(c, 'paid', `UPDATE checkouts SET status = 'PAID', completed_at = clock_timestamp() WHERE id = $1`, [
      checkout.id,
    ]);
    const [tip] = await q<{ id: string }>(
      c,
      'tip',
      `INSERT INTO tips (checkout_id, supporter_id, creator_id, amount_minor, currency, message)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [checkout.id, checkout.payer_id, checkout.creator_id, checkout.amount_minor, checkout.currency, checkout.message],
    );
    const gross = BigInt(checkout.amount_minor);
    const { creatorMinor: creator, platformMinor: fee } = tipShares(gross);
    const [transaction] = await q<{ id: string }>(
      c,
      'transaction',
      `INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, reference, counterparty_user_id, metadata)
       VALUES ('tip:' || $1, 'floor', 'TIP', $2, $1, $3, jsonb_build_object('tipId', $4::uuid))
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [checkout.id, checkout.currency, checkout.payer_id, tip.id],
    );
    const keys = [
      `clearing:fake:${checkout.currency}`,
      `user:${checkout.creator_id}:PENDING:${checkout.currency}`,
      `platform:FEES:${checkout.currency}`,
    ];
    await q(
      c,
      'accounts',
      `INSERT INTO ledger_accounts (key, owner_kind, user_id, kind, currency)
       SELECT * FROM (VALUES ($1, 'CLEARING', NULL::uuid, 'fake', $4), ($2, 'USER', $5::uuid, 'PENDING', $4),
                             ($3, 'PLATFORM', NULL::uuid, 'FEES', $4)) a
       ORDER BY 1 ON CONFLICT (key) DO NOTHING`,
      [...keys, checkout.currency, checkout.creator_id],
    );
    const accounts = await q<{ id: string; key: string }>(
      c,
      'account-ids',
      `SELECT id::text, key FROM ledger_accounts WHERE key = ANY($1) ORDER BY id`,
      [keys],
    );
    const amount = new Map([
      [keys[0], -gross],
      [keys[1], creator],
      [keys[2], fee],
    ]);
    // In id order, each refusing to take a user account below zero in the statement that writes it.
    for (const account of accounts) {
      const updated = await q(
        c,
        'balance',
        `UPDATE ledger_accounts SET balance = balance + $2::bigint, version = version + 1
         WHERE id = $1 AND (owner_kind <> 'USER' OR balance + $2::bigint >= 0) RETURNING id`,
        [account.id, amount.get(account.key)!.toString()],
      );
      if (updated.length === 0) throw new Error('Insufficient balance');
    }
    await q(
      c,
      'entries',
      `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor)
       SELECT $1, account_id, $2, amount FROM unnest($3::bigint[], $4::bigint[]) AS e (account_id, amount)`,
      [
        transaction.id,
        checkout.currency,
        accounts.map((a) => a.id),
        accounts.map((a) => amount.get(a.key)!.toString()),
      ],
    );
    await q(
      c,
      'history',
      `INSERT INTO ledger_user_transactions (user_id, transaction_id, kind) VALUES ($1, $2, 'TIP')`,
      [checkout.creator_id, transaction.id],
    );
    await q(
      c,
      'earnings',
      `INSERT INTO ledger_earnings_daily (user_id, currency, day, source, amount_minor)
       VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 'TIPS', $3)
       ON CONFLICT (user_id, currency, day, source)
       DO UPDATE SET amount_minor = ledger_earnings_daily.amount_minor + excluded.amount_minor`,
      [checkout.creator_id, checkout.currency, creator.toString()],
    );
    await q(
      c,
      'notify',
      `INSERT INTO notifications (recipient_id, actor_id, kind, tip_id) VALUES ($1, $2, 'TIP', $3)`,
      [checkout.creator_id, checkout.payer_id, tip.id],
    );
    await q(
      c,
      'settle-job',
      `SELECT graphile_worker.add_job('tips:settle', json_build_object('checkoutId', $1::text))`,
      [checkout.id],
    );
    await q(c, 'processed', `UPDATE payment_events SET processed_at = clock_timestamp() WHERE id = $1`, [eventId]);
    await c.query('COMMIT');
    return true;
  } catch (error) {
    await c.query('ROLLBACK');
    throw error;
  } finally {
    c.release();
  }
}
