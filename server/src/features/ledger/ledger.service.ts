import { MAX_AMOUNT_MINOR, isCurrency } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { sqlRow, sqlRows } from '../../db/sql';
import { AppError } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { retryOnDeadlock } from '../../kernel/sql';
import { requestHash } from './stable-json';
import {
  EARNING_SOURCE,
  accountKey,
  type AccountRef,
  type LedgerKind,
  type PostEntry,
  type PostRequest,
  type PostResult,
} from './ledger.types';

interface AccountDelta {
  key: string;
  account: AccountRef;
  delta: bigint;
}

/** A posting the code got wrong (not the caller's input): masked as an internal error. */
class LedgerMisuse extends Error {}

/**
 * The only writer of the ledger (docs/money.md). `post` writes one balanced transaction in one database transaction:
 * the idempotency key first (a replay answers the first result, a different request under it CONFLICT), then every
 * account's balance in account-id order (so concurrent postings never deadlock), each UPDATE refusing to take a user
 * account below zero in the statement that writes it (INSUFFICIENT_FUNDS), then the entries.
 */
export class LedgerService {
  constructor(private readonly deps: Deps) {}

  /** Posts inside `manager`'s transaction when given (the caller rolls back on an error), else in its own. */
  async post(posting: PostRequest, manager?: EntityManager): Promise<PostResult> {
    // A share that rounds to nothing (the fee of a 1-cent tip) is no movement: it is left out, not refused.
    const request = { ...posting, entries: posting.entries.filter((entry) => entry.amountMinor !== 0n) };
    const deltas = checkPosting(request);
    const hash = requestHash({ request: request.request, kind: request.kind, currency: request.currency });
    if (manager) return this.write(manager, request, hash, deltas);
    return retryOnDeadlock(() => this.deps.db.transaction((tx) => this.write(tx, request, hash, deltas)));
  }

  /**
   * Settles a transaction's pending shares: moves what it credited to users' PENDING accounts to their AVAILABLE
   * ones, once (a replay of `idempotencyKey` changes nothing). Null when the transaction credited no pending balance.
   */
  async settlePending(
    input: { of: string; idempotencyKey: string; reference?: string },
    manager?: EntityManager,
  ): Promise<PostResult | null> {
    const credited = await sqlRows<{ user_id: string; amount_minor: string; currency: string }>(
      manager ?? this.deps.db,
      `SELECT a.user_id, sum(e.amount_minor)::text AS amount_minor, t.currency
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.idempotency_key = $1 AND a.owner_kind = 'USER' AND a.kind = 'PENDING'
       GROUP BY a.user_id, t.currency HAVING sum(e.amount_minor) > 0 ORDER BY a.user_id`,
      [input.of],
    );
    if (credited.length === 0) return null;
    const entries = credited.flatMap((row): PostEntry[] => [
      { account: { userId: row.user_id, kind: 'PENDING' }, amountMinor: -BigInt(row.amount_minor) },
      { account: { userId: row.user_id, kind: 'AVAILABLE' }, amountMinor: BigInt(row.amount_minor) },
    ]);
    return this.post(
      {
        kind: 'SETTLEMENT',
        idempotencyKey: input.idempotencyKey,
        request: { settles: input.of },
        currency: credited[0].currency,
        entries,
        reference: input.reference,
      },
      manager,
    );
  }

  private async write(
    tx: EntityManager,
    request: PostRequest,
    hash: string,
    deltas: AccountDelta[],
  ): Promise<PostResult> {
    const inserted = await sqlRow<{ id: string }>(
      tx,
      `INSERT INTO ledger_transactions (idempotency_key, request_hash, kind, currency, reference, counterparty_user_id, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        request.idempotencyKey,
        hash,
        request.kind,
        request.currency,
        request.reference ?? null,
        request.counterpartyUserId ?? null,
        JSON.stringify(request.metadata ?? {}, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      ],
    );
    if (!inserted) return this.replay(tx, request.idempotencyKey, hash);
    const transactionId = String(inserted.id);

    const ids = await this.accountIds(tx, deltas, request.currency);
    // Lock and write in id order; the guard and the CHECK refuse a user account going below zero.
    const ordered = deltas
      .map((delta) => ({ ...delta, id: ids.get(delta.key)! }))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    for (const delta of ordered) {
      const updated = await sqlRow<{ id: string }>(
        tx,
        `UPDATE ledger_accounts SET balance = balance + $2::bigint, version = version + 1
         WHERE id = $1 AND (owner_kind <> 'USER' OR balance + $2::bigint >= 0) RETURNING id`,
        [delta.id, delta.delta.toString()],
      );
      if (!updated) throw new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientFunds');
    }
    await tx.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor)
       SELECT $1, account_id, $2, amount FROM unnest($3::bigint[], $4::bigint[]) AS e (account_id, amount)`,
      [
        transactionId,
        request.currency,
        request.entries.map((entry) => ids.get(accountKey(entry.account, request.currency))!),
        request.entries.map((entry) => entry.amountMinor.toString()),
      ],
    );
    await this.recordForUsers(tx, request, transactionId, deltas);
    return { transactionId, replayed: false };
  }

  private async replay(tx: EntityManager, idempotencyKey: string, hash: string): Promise<PostResult> {
    const existing = await sqlRow<{ id: string; request_hash: string }>(
      tx,
      'SELECT id, request_hash FROM ledger_transactions WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    if (!existing || existing.request_hash !== hash) throw new AppError('CONFLICT', 'wallet.idempotencyConflict');
    return { transactionId: String(existing.id), replayed: true };
  }

  /** The ids of the accounts, creating those that do not exist yet (at balance 0). */
  private async accountIds(tx: EntityManager, deltas: AccountDelta[], currency: string): Promise<Map<string, string>> {
    const keys = deltas.map((delta) => delta.key);
    await tx.query(
      `INSERT INTO ledger_accounts (key, owner_kind, user_id, kind, currency)
       SELECT key, owner_kind, user_id, kind, $5 FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[])
         AS a (key, owner_kind, user_id, kind)
       ORDER BY key
       ON CONFLICT (key) DO NOTHING`,
      [
        keys,
        deltas.map(({ account }) => ('userId' in account ? 'USER' : 'platform' in account ? 'PLATFORM' : 'CLEARING')),
        deltas.map(({ account }) => ('userId' in account ? account.userId : null)),
        deltas.map(({ account }) =>
          'userId' in account ? account.kind : 'platform' in account ? account.platform : account.clearing,
        ),
        currency,
      ],
    );
    const rows = await sqlRows<{ id: string; key: string }>(
      tx,
      'SELECT id, key FROM ledger_accounts WHERE key = ANY($1)',
      [keys],
    );
    return new Map(rows.map((row) => [row.key, String(row.id)]));
  }

  /** Each user's history row (not for settlements) and, for earnings, what the transaction credited them. */
  private async recordForUsers(
    tx: EntityManager,
    request: PostRequest,
    transactionId: string,
    deltas: AccountDelta[],
  ): Promise<void> {
    const perUser = new Map<string, bigint>();
    for (const { account, delta } of deltas) {
      if ('userId' in account) perUser.set(account.userId, (perUser.get(account.userId) ?? 0n) + delta);
    }
    if (perUser.size === 0) return;
    const users = [...perUser.keys()];
    const kindOf = userKindsOf(request, perUser);
    if (request.kind !== 'SETTLEMENT') {
      await tx.query(
        `INSERT INTO ledger_user_transactions (user_id, transaction_id, kind)
         SELECT user_id, $2, kind FROM unnest($1::uuid[], $3::text[]) AS u (user_id, kind) ON CONFLICT DO NOTHING`,
        [users, transactionId, users.map(kindOf)],
      );
    }
    const earners = users.filter((user) => perUser.get(user)! > 0n && EARNING_SOURCE[kindOf(user)]);
    if (earners.length === 0) return;
    await tx.query(
      `INSERT INTO ledger_earnings_daily (user_id, currency, day, source, amount_minor)
       SELECT user_id, $3, (now() AT TIME ZONE 'UTC')::date, source, amount
       FROM unnest($1::uuid[], $2::bigint[], $4::text[]) AS e (user_id, amount, source) ORDER BY user_id
       ON CONFLICT (user_id, currency, day, source)
       DO UPDATE SET amount_minor = ledger_earnings_daily.amount_minor + excluded.amount_minor`,
      [
        earners,
        earners.map((user) => perUser.get(user)!.toString()),
        request.currency,
        earners.map((user) => EARNING_SOURCE[kindOf(user)]!),
      ],
    );
  }
}

/** Each user's kind of the transaction: `userKinds`, else SPLIT for a credited collaborator of an applied split. */
function userKindsOf(request: PostRequest, perUser: Map<string, bigint>): (user: string) => LedgerKind {
  const split = request.metadata?.split as { ownerId?: unknown } | null | undefined;
  const splitOwner = typeof split?.ownerId === 'string' ? split.ownerId : null;
  return (user) =>
    request.userKinds?.[user] ??
    (splitOwner && user !== splitOwner && perUser.get(user)! > 0n && request.kind !== 'SETTLEMENT'
      ? 'SPLIT'
      : request.kind);
}

/** The posting's net change per account; refuses (as a programming error) anything that is not a balanced posting. */
function checkPosting(request: PostRequest): AccountDelta[] {
  if (!isCurrency(request.currency)) throw new LedgerMisuse(`Unknown currency ${request.currency}`);
  if (!request.idempotencyKey) throw new LedgerMisuse('A posting needs an idempotency key');
  if (request.entries.length < 2) throw new LedgerMisuse('A posting has at least two non-zero entries');
  let sum = 0n;
  const byKey = new Map<string, AccountDelta>();
  for (const entry of request.entries as PostEntry[]) {
    if (typeof entry.amountMinor !== 'bigint') {
      throw new LedgerMisuse('Entry amounts are bigints');
    }
    if (entry.amountMinor > MAX_AMOUNT_MINOR || entry.amountMinor < -MAX_AMOUNT_MINOR) {
      throw new AppError('BAD_USER_INPUT', 'wallet.amountTooLarge', { field: 'amountMinor' });
    }
    sum += entry.amountMinor;
    const key = accountKey(entry.account, request.currency);
    const current = byKey.get(key);
    byKey.set(key, { key, account: entry.account, delta: (current?.delta ?? 0n) + entry.amountMinor });
  }
  if (sum !== 0n) throw new LedgerMisuse('The entries of a posting sum to zero');
  return [...byKey.values()];
}
