import {
  addBusinessDays,
  firstIssue,
  formatMinor,
  minimumWithdrawalMinor,
  withdrawalFee,
  withdrawalInputSchema,
  type CurrencyCode,
  type PayoutMethodDetails,
} from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { AppError, badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { Clock } from '../../kernel/clock';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { createdMicros, microsToTimestamp, retryOnDeadlock } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { AccountService } from '../auth';
import { LedgerService, requestHash } from '../ledger';
import {
  money,
  Withdrawal,
  WithdrawalStatus,
  type RequestWithdrawalInput,
  type WithdrawalConnection,
} from './money.types';
import { PayoutMethodService } from './payout-method.service';

/** The job that asks the gateway for a withdrawal's payout. */
export const PAYOUT_TASK = 'monetize.payout';

const CURSOR_KIND = 'withdrawals';

export interface WithdrawalRow {
  id: string;
  user_id: string;
  payout_method_id: string;
  method_kind: Withdrawal['methodKind'];
  destination: PayoutMethodDetails;
  currency: string;
  amount_minor: string;
  fee_minor: string;
  net_minor: string;
  status: WithdrawalStatus;
  request_hash: string;
  provider: string | null;
  failure_reason: string | null;
  expected_by: Date;
  created_at: Date;
  created_us: string;
}

export const WITHDRAWAL_COLUMNS = `id, user_id, payout_method_id, method_kind, destination, trim(currency) AS currency,
  amount_minor::text, fee_minor::text, net_minor::text, status, request_hash, provider, failure_reason, expected_by,
  created_at, ${createdMicros('withdrawals')}::text AS created_us`;

export const toWithdrawal = (row: WithdrawalRow): Withdrawal =>
  Object.assign(new Withdrawal(), {
    id: row.id,
    amount: money(row.amount_minor, row.currency),
    fee: money(row.fee_minor, row.currency),
    net: money(row.net_minor, row.currency),
    status: row.status,
    methodKind: row.method_kind,
    expectedBy: row.expected_by,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

/**
 * Cash out: a withdrawal holds its amount (AVAILABLE → WITHDRAWING) in the transaction that records it, with the job
 * that asks the gateway for the payout; the ledger refuses the hold when the balance does not cover it.
 */
export class WithdrawalService {
  constructor(private readonly deps: Deps) {}

  async request(ctx: Context, input: RequestWithdrawalInput): Promise<Withdrawal> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(withdrawalInputSchema, input);
    if (!checked.ok) {
      const { field, messageId } = checked.issue;
      if (messageId !== 'wallet.belowMinimum') throw badInput(field, messageId);
      const currency = input.currency as CurrencyCode;
      throw badInput(field, messageId, { minimum: formatMinor(minimumWithdrawalMinor(currency), currency), currency });
    }
    const { amountMinor, currency, idempotencyKey, payoutMethodId } = checked.data;
    await this.deps.services.get(AccountService).requireConfirmedEmail(viewer.id);
    const hash = requestHash({ payoutMethodId, amountMinor, currency });
    const existing = await this.byKey(viewer.id, idempotencyKey);
    if (existing) return this.replayed(existing, hash);
    const method = await this.deps.services.get(PayoutMethodService).ownMethod(viewer.id, payoutMethodId);
    const { feeMinor, netMinor } = withdrawalFee(amountMinor, method.kind);
    const expectedBy = addBusinessDays(this.deps.services.get(Clock).now());

    const row = await retryOnDeadlock(() =>
      this.deps.db.transaction(async (tx) => {
        const inserted = await sqlRow<WithdrawalRow>(
          tx,
          `INSERT INTO withdrawals (user_id, payout_method_id, method_kind, destination, currency, amount_minor, fee_minor,
             net_minor, idempotency_key, request_hash, expected_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING ${WITHDRAWAL_COLUMNS}`,
          [
            viewer.id,
            method.id,
            method.kind,
            JSON.stringify(method.details),
            currency,
            amountMinor.toString(),
            feeMinor.toString(),
            netMinor.toString(),
            idempotencyKey,
            hash,
            expectedBy,
          ],
        );
        if (!inserted) return null; // the same key, committed meanwhile: answered below
        const { transactionId } = await this.deps.services.get(LedgerService).post(
          {
            kind: 'WITHDRAWAL',
            idempotencyKey: `withdrawal:${inserted.id}:hold`,
            request: { withdrawalId: inserted.id },
            currency,
            reference: inserted.id,
            metadata: { feeMinor: feeMinor.toString(), method: method.kind },
            entries: [
              { account: { userId: viewer.id, kind: 'AVAILABLE' }, amountMinor: -amountMinor },
              { account: { userId: viewer.id, kind: 'WITHDRAWING' }, amountMinor },
            ],
          },
          tx,
        );
        await tx.query('UPDATE withdrawals SET hold_transaction_id = $2 WHERE id = $1', [inserted.id, transactionId]);
        await this.deps.jobs.addInTransaction(tx, PAYOUT_TASK, { withdrawalId: inserted.id });
        return inserted;
      }),
    );
    if (row) return toWithdrawal(row);
    const raced = await this.byKey(viewer.id, idempotencyKey);
    return this.replayed(raced!, hash);
  }

  async list(ctx: Context, first: number | null, after: string | null): Promise<WithdrawalConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (created_at, id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<WithdrawalRow>(
      this.deps.db,
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE user_id = $1 ${bound}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    );
    return toConnection(
      rows,
      size,
      (row) => encodeKeyset(CURSOR_KIND, { us: row.created_us, id: row.id }),
      toWithdrawal,
    );
  }

  /** A withdrawal by id, locked in `tx` when given (settlement), or undefined. */
  find(id: string, tx?: EntityManager): Promise<WithdrawalRow | undefined> {
    return sqlRow<WithdrawalRow>(
      tx ?? this.deps.db,
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = $1${tx ? ' FOR UPDATE' : ''}`,
      [id],
    );
  }

  private byKey(userId: string, idempotencyKey: string): Promise<WithdrawalRow | undefined> {
    return sqlRow<WithdrawalRow>(
      this.deps.db,
      `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, idempotencyKey],
    );
  }

  private replayed(row: WithdrawalRow, hash: string): Withdrawal {
    if (row.request_hash !== hash) throw new AppError('CONFLICT', 'wallet.idempotencyConflict');
    return toWithdrawal(row);
  }
}
