import { WALLET_LIMITS, firstIssue, payoutMethodDetailsSchema, type PayoutMethodDetails } from '@kuza/common';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { BucketRule } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { AuthService, checkPassword, requireConfirmedEmail } from '../auth';
import { PayoutMethod, type AddPayoutMethodInput, type PayoutMethodKind } from './money.types';

// Asking the password again must not become a way to guess it.
const PASSWORD_CHECKS: BucketRule = { burst: 10, refill: 10, perSeconds: 300 };

interface PayoutMethodRow {
  id: string;
  kind: PayoutMethodKind;
  label: string;
  details: PayoutMethodDetails;
  created_at: Date;
}

const COLUMNS = 'id, kind, label, details, created_at';

export const toPayoutMethod = (row: PayoutMethodRow): PayoutMethod =>
  Object.assign(new PayoutMethod(), {
    id: row.id,
    kind: row.kind,
    label: row.label,
    details: row.details,
    createdAt: row.created_at,
  });

/** "MPESA •••• 5678", "058 •••• 6789", "ETHEREUM 0x5290…9EE7": enough to recognise, not to copy. */
export function payoutLabel(details: PayoutMethodDetails): string {
  if (details.kind === 'MOBILE_MONEY') return `${details.provider} •••• ${details.phoneNumber.slice(-4)}`;
  if (details.kind === 'BANK_TRANSFER') return `${details.bankCode} •••• ${details.accountNumber.slice(-4)}`;
  return `${details.network} ${details.address.slice(0, 6)}…${details.address.slice(-4)}`;
}

/** Payout methods saved on the caller's account; removing one keeps its row for the withdrawals that name it. */
export class PayoutMethodService {
  constructor(private readonly deps: Deps) {}

  async list(ctx: Context): Promise<PayoutMethod[]> {
    const viewer = requireViewer(ctx);
    const rows = await sqlRows<PayoutMethodRow>(
      this.deps.db,
      `SELECT ${COLUMNS} FROM payout_methods WHERE user_id = $1 AND removed_at IS NULL ORDER BY created_at, id`,
      [viewer.id],
    );
    return rows.map(toPayoutMethod);
  }

  async add(ctx: Context, input: AddPayoutMethodInput): Promise<PayoutMethod> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(payoutMethodDetailsSchema, { ...asObject(input.details), kind: input.kind });
    if (!checked.ok) throw badInput(fieldOf(checked.issue.field), checked.issue.messageId);
    await this.deps.rateLimiter.take(`payout-password:${viewer.id}`, PASSWORD_CHECKS);
    const user = await this.deps.services.get(AuthService).findUser(viewer.id);
    if (!user || !(await checkPassword(input.password, user.passwordHash))) {
      throw badInput('password', 'wallet.wrongPassword');
    }
    requireConfirmedEmail(user);
    const details = checked.data;
    return this.deps.db.transaction(async (tx) => {
      // One at a time per user (the row lock), so the limit holds against concurrent adds.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.id]);
      const count = await sqlRow<{ n: number }>(
        tx,
        'SELECT count(*)::int AS n FROM payout_methods WHERE user_id = $1 AND removed_at IS NULL',
        [viewer.id],
      );
      if ((count?.n ?? 0) >= WALLET_LIMITS.payoutMethodsMax) throw badInput('kind', 'wallet.tooManyPayoutMethods');
      const row = await sqlRow<PayoutMethodRow>(
        tx,
        `INSERT INTO payout_methods (user_id, kind, details, label) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [viewer.id, details.kind, JSON.stringify(details), payoutLabel(details)],
      );
      return toPayoutMethod(row!);
    });
  }

  async remove(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const rows = isUuid(id)
      ? await sqlRows<{ id: string }>(
          this.deps.db,
          `UPDATE payout_methods SET removed_at = clock_timestamp()
           WHERE id = $1 AND user_id = $2 AND removed_at IS NULL RETURNING id`,
          [id, viewer.id],
        )
      : [];
    if (rows.length === 0) throw notFound('wallet.payoutMethodNotFound');
    return true;
  }

  /** The caller's own method, not removed (anyone else's is "not found", as an unknown id). */
  async ownMethod(userId: string, id: string): Promise<PayoutMethodRow & { details: PayoutMethodDetails }> {
    const row = isUuid(id)
      ? await sqlRow<PayoutMethodRow>(
          this.deps.db,
          `SELECT ${COLUMNS} FROM payout_methods WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
          [id, userId],
        )
      : undefined;
    if (!row) throw notFound('wallet.payoutMethodNotFound');
    return row;
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

// "phoneNumber" → "details.phoneNumber"; the kind is a field of the input itself.
const fieldOf = (path: string) => (path === 'kind' || path === '' ? 'kind' : `details.${path}`);
