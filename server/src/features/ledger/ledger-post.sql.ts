/**
 * A whole posting in one statement (one round trip, prepared once per connection), in this order:
 * - the transaction, unless its idempotency key is taken (then nothing else is written: the caller replays);
 * - every account's balance, created when missing, locked and written in key order (so concurrent postings never
 *   deadlock), each refusing to take a user account below zero in the statement that writes it. A refused account
 *   is not returned; a user account this posting would create below zero is created at 0 with version 0 instead (a
 *   CHECK applies to the proposed row before the conflict is seen), so `complete` is false and the caller rolls back;
 * - only when every account was written: the entries, each user's history row and what earners were credited today.
 * $1–$7: the transaction; $8–$12: the accounts (key, owner kind, user, kind, delta); $13–$14: the entries (account
 * key, amount); $15–$16: history (user, kind); $17–$19: earnings (user, amount, source).
 */
/** The delta of the conflicting account (`excluded` holds the proposed row, which may not be the delta). */
const DELTA = `(SELECT x.delta FROM unnest($8::text[], $12::bigint[]) AS x (key, delta) WHERE x.key = excluded.key)`;

export const POST_SQL = `WITH t AS (
  INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, reference, counterparty_user_id, metadata)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
), a AS (
  INSERT INTO ledger_accounts AS acc (key, owner_kind, user_id, kind, currency, balance, version)
  SELECT d.key, d.owner_kind, d.user_id, d.kind, $4, CASE WHEN r.refused THEN 0 ELSE d.delta END,
         CASE WHEN r.refused THEN 0 ELSE 1 END
  FROM unnest($8::text[], $9::text[], $10::uuid[], $11::text[], $12::bigint[]) AS d (key, owner_kind, user_id, kind, delta),
       LATERAL (SELECT d.owner_kind = 'USER' AND d.delta < 0 AS refused) r
  WHERE EXISTS (SELECT 1 FROM t)
  ORDER BY d.key
  ON CONFLICT (key) DO UPDATE SET balance = acc.balance + ${DELTA}, version = acc.version + 1
    WHERE acc.owner_kind <> 'USER' OR acc.balance + ${DELTA} >= 0
  RETURNING acc.id, acc.key, acc.version
), complete AS (
  SELECT count(*) = cardinality($8::text[]) AND bool_and(version > 0) AS ok FROM a
), e AS (
  INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor)
  SELECT t.id, a.id, $4, x.amount
  FROM t, complete, unnest($13::text[], $14::bigint[]) WITH ORDINALITY AS x (key, amount, n) JOIN a ON a.key = x.key
  WHERE complete.ok
  ORDER BY x.n
), h AS (
  INSERT INTO ledger_user_transactions (user_id, transaction_id, kind)
  SELECT u.user_id, t.id, u.kind FROM t, complete, unnest($15::uuid[], $16::text[]) AS u (user_id, kind)
  WHERE complete.ok
  ON CONFLICT DO NOTHING
), g AS (
  INSERT INTO ledger_earnings_daily (user_id, currency, day, source, amount_minor)
  SELECT y.user_id, $4, (now() AT TIME ZONE 'UTC')::date, y.source, y.amount
  FROM complete, unnest($17::uuid[], $18::bigint[], $19::text[]) AS y (user_id, amount, source)
  WHERE complete.ok AND EXISTS (SELECT 1 FROM t)
  ORDER BY y.user_id
  ON CONFLICT (user_id, currency, day, source)
  DO UPDATE SET amount_minor = ledger_earnings_daily.amount_minor + excluded.amount_minor
)
SELECT (SELECT id FROM t)::text AS id, coalesce((SELECT ok FROM complete), false) AS complete`;
