// The money sections' data (tests/bench/money.ts): a wallet with a long history, and tip checkouts the gateway has
// confirmed but Kuza has not processed yet. Seeded users are md5('u' || n) as UUIDs (seed-sql.ts).
import { withClient } from './database';

const uid = (n: string) => `md5('u' || ${n})::uuid`;

/** Seeded users who receive tips (creators) and send them (supporters): two disjoint ranges. */
export const TIP_CREATORS = { first: 10, count: 100 };
export const TIP_SUPPORTERS = { first: 200, count: 500 };

/**
 * `entries` TIP transactions credited to one user's PENDING USD account, written straight in SQL as the ledger
 * writes them: each transaction balanced (clearing −gross, the user +95 %, platform fees +5 %), the user's history
 * row and daily earnings, and at the end every touched account's balance set to the sum of its entries (done once per database). The rows
 * are only INSERTed (the append-only triggers allow it); the deferred per-row balance check is skipped for this
 * session (session_replication_role = replica) because 3 million deferred checks would take longer than the seed,
 * and the statements balance each transaction by construction. Returns the number of the user's entries.
 */
export async function seedWallet(url: string, userN: number, entries: number): Promise<number> {
  return withClient(url, async (c) => {
    const user = `md5('u' || ${userN})::uuid`;
    // A reused bench database (BENCH_REUSE=1) keeps the history of the run before.
    const { rows: before } = await c.query(
      `SELECT count(*)::int AS n FROM ledger_user_transactions WHERE user_id = ${user}`,
    );
    if (before[0].n > 0) return before[0].n as number;
    await c.query('BEGIN');
    await c.query('SET LOCAL session_replication_role = replica');
    await c.query(
      `INSERT INTO ledger_accounts (key, owner_kind, user_id, kind, currency) VALUES
         ('user:' || ${user} || ':PENDING:USD', 'USER', ${user}, 'PENDING', 'USD'),
         ('platform:FEES:USD', 'PLATFORM', NULL, 'FEES', 'USD'),
         ('clearing:fake:USD', 'CLEARING', NULL, 'fake', 'USD')
       ON CONFLICT (key) DO NOTHING`,
    );
    // One transaction a minute back from now, newest last; the gross varies from 1.00 to 9.99.
    await c.query(
      `INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, reference, counterparty_user_id,
         metadata, created_at)
       SELECT 'bench-wallet:' || i, 'bench', 'TIP', 'USD', 'bench-wallet-' || i,
              ${uid(`(${TIP_SUPPORTERS.first} + i % ${TIP_SUPPORTERS.count})`)}, '{}',
              now() - make_interval(mins => $1 - i)
       FROM generate_series(1, $1::int) AS i`,
      [entries],
    );
    await c.query(
      `CREATE TEMP TABLE bench_wallet_tx ON COMMIT DROP AS
       SELECT id, created_at, 100 + id % 900 AS gross, (100 + id % 900) / 20 AS fee
       FROM ledger_transactions WHERE idempotency_key LIKE 'bench-wallet:%'`,
    );
    await c.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
       SELECT t.id, a.id, 'USD', CASE a.kind WHEN 'fake' THEN -t.gross WHEN 'FEES' THEN t.fee ELSE t.gross - t.fee END,
              t.created_at
       FROM bench_wallet_tx t
       CROSS JOIN (SELECT id, kind FROM ledger_accounts
                   WHERE key IN ('user:' || ${user} || ':PENDING:USD', 'platform:FEES:USD', 'clearing:fake:USD')) a`,
    );
    await c.query(
      `INSERT INTO ledger_user_transactions (user_id, transaction_id, kind) SELECT ${user}, id, 'TIP' FROM bench_wallet_tx`,
    );
    await c.query(
      `INSERT INTO ledger_earnings_daily (user_id, currency, day, source, amount_minor)
       SELECT ${user}, 'USD', (created_at AT TIME ZONE 'UTC')::date, 'TIPS', sum(gross - fee)
       FROM bench_wallet_tx GROUP BY 3
       ON CONFLICT (user_id, currency, day, source)
       DO UPDATE SET amount_minor = ledger_earnings_daily.amount_minor + excluded.amount_minor`,
    );
    await setBalancesToSums(c);
    await c.query('COMMIT');
    await c.query('ANALYZE ledger_accounts, ledger_transactions, ledger_entries, ledger_user_transactions');
    return entries;
  });
}

/** Every account's balance := the sum of its entries (the invariant the ledger keeps). */
async function setBalancesToSums(c: { query(sql: string): Promise<unknown> }): Promise<void> {
  await c.query(
    `UPDATE ledger_accounts a SET balance = s.total, version = version + 1
     FROM (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) s
     WHERE a.id = s.account_id AND a.balance <> s.total`,
  );
}

/**
 * `count` tip checkouts as Kuza's createCheckout leaves them (PENDING, the tip's metadata), each already PAID at the
 * fake gateway, with the verified webhook event stored as the webhook endpoint stores it: what the event job finds.
 * Returns the event ids, in order. `label` keeps Kuza's and the floor's checkouts apart.
 */
export async function seedPaidTipCheckouts(url: string, label: string, count: number): Promise<string[]> {
  return withClient(url, async (c) => {
    await c.query('BEGIN');
    await c.query(
      `CREATE TEMP TABLE bench_checkouts ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, i,
              ${uid(`(${TIP_SUPPORTERS.first} + i % ${TIP_SUPPORTERS.count})`)} AS payer_id,
              ${uid(`(${TIP_CREATORS.first} + i % ${TIP_CREATORS.count})`)} AS creator_id,
              (100 + i % 4900)::bigint AS amount_minor
       FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    await c.query(
      `INSERT INTO checkouts (id, purpose, payer_id, provider, amount_minor, currency, idempotency_key, request_hash,
         checkout_url, metadata)
       SELECT id, 'TIP', payer_id, 'fake', amount_minor, 'USD', 'bench-' || $1 || '-' || i, 'bench',
              'http://127.0.0.1/fake-gateway/checkout/' || id,
              jsonb_build_object('creatorId', creator_id, 'postId', NULL, 'message', 'Thank you for the benchmark')
       FROM bench_checkouts`,
      [label],
    );
    await c.query(
      `INSERT INTO fake_gateway_charges (reference, provider_id, amount_minor, currency, email, return_url, description,
         status)
       SELECT id::text, 'fake_ch_' || id, amount_minor, 'USD', 'bench@example.com', 'http://127.0.0.1/', 'Tip', 'PAID'
       FROM bench_checkouts`,
    );
    const { rows } = await c.query(
      `INSERT INTO payment_events (provider, event_id, type, reference)
       SELECT 'fake', 'bench-evt-' || id, 'charge', id::text FROM bench_checkouts ORDER BY i RETURNING id`,
    );
    await c.query('COMMIT');
    await c.query('ANALYZE checkouts, fake_gateway_charges, payment_events');
    return rows.map((row: { id: string }) => row.id);
  });
}

/** The ledger's invariants over the whole bench database, after the money sections wrote to it. */
export async function ledgerInvariants(url: string): Promise<string> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT
         (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount_minor) <> 0) x)::int
           AS unbalanced,
         (SELECT count(*) FROM ledger_accounts a LEFT JOIN
            (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY 1) s ON s.account_id = a.id
          WHERE a.balance <> coalesce(s.total, 0))::int AS off,
         (SELECT count(*) FROM ledger_accounts WHERE owner_kind = 'USER' AND balance < 0)::int AS negative,
         (SELECT count(*) FROM checkouts WHERE idempotency_key LIKE 'bench-%' AND status <> 'PAID')::int AS unpaid`,
    );
    const r = rows[0] as { unbalanced: number; off: number; negative: number; unpaid: number };
    return r.unbalanced + r.off + r.negative + r.unpaid === 0
      ? 'every ledger transaction sums to zero, every balance equals its entries, no user balance is negative, every bench tip checkout is PAID'
      : `**ledger invariants broken: ${r.unbalanced} unbalanced transactions, ${r.off} balances off their entries, ${r.negative} negative user balances, ${r.unpaid} bench checkouts not PAID**`;
  });
}
