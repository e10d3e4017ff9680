import { MAX_AMOUNT_MINOR, isCurrency } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { preparedIn, preparedRow } from '../../db/prepared';
import { POST_SQL } from './ledger-post.sql';
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
 * The only writer of the ledger (docs/money.md). `post` writes one balanced transaction in one database transaction
 * and one statement (ledger-post.sql.ts): the idempotency key first (a replay answers the first result, a different
 * request under it CONFLICT), then every account's balance in key order (so concurrent postings never deadlock),
 * each refusing to take a user account below zero in the statement that writes it (INSUFFICIENT_FUNDS), then the
 * entries, the users' history and earnings.
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
    const credited = await preparedIn<{ user_id: string; amount_minor: string; currency: string }>(
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
    const users = usersOf(request, deltas);
    const written = await preparedRow<{ id: string | null; complete: boolean }>(tx, POST_SQL, [
      request.idempotencyKey,
      hash,
      request.kind,
      request.currency,
      request.reference ?? null,
      request.counterpartyUserId ?? null,
      JSON.stringify(request.metadata ?? {}, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
      deltas.map((delta) => delta.key),
      deltas.map(({ account }) => ('userId' in account ? 'USER' : 'platform' in account ? 'PLATFORM' : 'CLEARING')),
      deltas.map(({ account }) => ('userId' in account ? account.userId : null)),
      deltas.map(({ account }) =>
        'userId' in account ? account.kind : 'platform' in account ? account.platform : account.clearing,
      ),
      deltas.map((delta) => delta.delta.toString()),
      request.entries.map((entry) => accountKey(entry.account, request.currency)),
      request.entries.map((entry) => entry.amountMinor.toString()),
      users.history.map((user) => user.userId),
      users.history.map((user) => user.kind),
      users.earners.map((user) => user.userId),
      users.earners.map((user) => user.amountMinor.toString()),
      users.earners.map((user) => user.source),
    ]);
    if (!written?.id) return this.replay(tx, request.idempotencyKey, hash);
    // An account the guard refused was not written (nor were the entries): the caller's transaction rolls back.
    if (!written.complete) throw new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientFunds');
    return { transactionId: String(written.id), replayed: false };
  }

  private async replay(tx: EntityManager, idempotencyKey: string, hash: string): Promise<PostResult> {
    const existing = await preparedRow<{ id: string; request_hash: string }>(
      tx,
      'SELECT id, request_hash FROM ledger_transactions WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    if (!existing || existing.request_hash !== hash) throw new AppError('CONFLICT', 'wallet.idempotencyConflict');
    return { transactionId: String(existing.id), replayed: true };
  }
}

/** Each user's history row (none for settlements) and, for earnings, what the transaction credited them. */
function usersOf(
  request: PostRequest,
  deltas: AccountDelta[],
): {
  history: Array<{ userId: string; kind: LedgerKind }>;
  earners: Array<{ userId: string; amountMinor: bigint; source: string }>;
} {
  const perUser = new Map<string, bigint>();
  for (const { account, delta } of deltas) {
    if ('userId' in account) perUser.set(account.userId, (perUser.get(account.userId) ?? 0n) + delta);
  }
  const kindOf = userKindsOf(request, perUser);
  const users = [...perUser.keys()];
  const history = request.kind === 'SETTLEMENT' ? [] : users.map((userId) => ({ userId, kind: kindOf(userId) }));
  const earners = users
    .filter((user) => perUser.get(user)! > 0n && EARNING_SOURCE[kindOf(user)])
    .map((userId) => ({ userId, amountMinor: perUser.get(userId)!, source: EARNING_SOURCE[kindOf(userId)]! }));
  return { history, earners };
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
