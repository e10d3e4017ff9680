import type { EntityManager } from 'typeorm';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { isUuid } from '../../kernel/sql';
import { LedgerService, type ClearingProvider } from '../ledger';
import { NotificationService } from '../notifications';
import { PaymentsService, type AfterCommit, type PayoutDestination, type SettledPayout } from '../payments';
import { WithdrawalStatus } from './money.types';
import { withdrawalEmail } from './withdrawal.emails';
import { WithdrawalService, type WithdrawalRow } from './withdrawal.service';
import { emitWebhookEvent } from '../webhooks';

export interface SettleOutcome {
  status: 'PAID' | 'FAILED';
  failureReason?: string | null;
  /** The gateway whose clearing account paid it (the one asked, by default). */
  provider?: ClearingProvider;
}

/**
 * A withdrawal after its request: the payout job asks the gateway (REQUESTED → PROCESSING, the withdrawal id as the
 * payout's reference), and the gateway's decision settles it exactly once: PAID moves the held amount out of
 * WITHDRAWING (the net to the gateway's clearing account, the fee to platform FEES); FAILED releases it to AVAILABLE.
 */
export class PayoutService {
  constructor(private readonly deps: Deps) {}

  /** Registers with payments (app/server.ts, at start): the gateway's payout outcomes settle withdrawals. */
  register(): void {
    this.deps.services.get(PaymentsService).onPayoutSettled((payout, manager) => this.onPayoutSettled(payout, manager));
  }

  /** The job: asks the gateway to pay a withdrawal out. Safe to run again (the reference makes one payout). */
  async requestPayout(withdrawalId: string): Promise<void> {
    const payments = this.deps.services.get(PaymentsService);
    if (!isUuid(withdrawalId)) return;
    const row = await sqlRow<WithdrawalRow>(
      this.deps.db,
      `UPDATE withdrawals SET status = 'PROCESSING', provider = coalesce(provider, $2)
       WHERE id = $1 AND status IN ('REQUESTED', 'PROCESSING')
       RETURNING id, user_id, method_kind, destination, trim(currency) AS currency, net_minor::text`,
      [withdrawalId, payments.gateway.provider],
    );
    if (!row) return; // unknown, or already settled
    await payments.requestPayout({
      reference: row.id,
      amountMinor: BigInt(row.net_minor),
      currency: row.currency,
      destination: toDestination(row),
      reason: 'Kuza creator withdrawal',
    });
  }

  private async onPayoutSettled(payout: SettledPayout, manager: EntityManager): Promise<AfterCommit | void> {
    return this.settleIn(manager, payout.reference, {
      status: payout.status,
      failureReason: payout.failureReason,
    });
  }

  /** Settles a withdrawal once (a second call changes nothing and answers false); in its own transaction. */
  async settle(withdrawalId: string, outcome: SettleOutcome): Promise<boolean> {
    const afterCommit = await this.deps.db.transaction((tx) => this.settleIn(tx, withdrawalId, outcome));
    if (!afterCommit) return false;
    await afterCommit();
    return true;
  }

  /** Settles inside the caller's transaction; the answer (to run once it commits) notifies and e-mails the creator. */
  async settleIn(tx: EntityManager, withdrawalId: string, outcome: SettleOutcome): Promise<AfterCommit | undefined> {
    if (!isUuid(withdrawalId)) return undefined;
    const withdrawal = await this.deps.services.get(WithdrawalService).find(withdrawalId, tx);
    if (!withdrawal || withdrawal.status === WithdrawalStatus.PAID || withdrawal.status === WithdrawalStatus.FAILED) {
      return undefined;
    }
    const amount = BigInt(withdrawal.amount_minor);
    const fee = BigInt(withdrawal.fee_minor);
    const net = BigInt(withdrawal.net_minor);
    const provider = outcome.provider ?? ((withdrawal.provider ?? 'fake') as ClearingProvider);
    const user = withdrawal.user_id;
    const paid = outcome.status === 'PAID';
    const { transactionId } = await this.deps.services.get(LedgerService).post(
      {
        kind: 'SETTLEMENT',
        idempotencyKey: `withdrawal:${withdrawal.id}:${paid ? 'paid' : 'released'}`,
        request: { withdrawalId: withdrawal.id, status: outcome.status },
        currency: withdrawal.currency,
        reference: withdrawal.id,
        metadata: { withdrawalId: withdrawal.id, status: outcome.status },
        entries: paid
          ? [
              { account: { userId: user, kind: 'WITHDRAWING' }, amountMinor: -amount },
              { account: { clearing: provider }, amountMinor: net },
              ...(fee > 0n ? [{ account: { platform: 'FEES' as const }, amountMinor: fee }] : []),
            ]
          : [
              { account: { userId: user, kind: 'WITHDRAWING' }, amountMinor: -amount },
              { account: { userId: user, kind: 'AVAILABLE' }, amountMinor: amount },
            ],
      },
      tx,
    );
    await tx.query(
      `UPDATE withdrawals SET status = $2, settle_transaction_id = $3, failure_reason = $4, settled_at = clock_timestamp()
       WHERE id = $1`,
      [withdrawal.id, outcome.status, transactionId, paid ? null : (outcome.failureReason ?? null)],
    );
    const notifications = this.deps.services.get(NotificationService);
    const notification = await notifications.notifyWithdrawal(
      tx,
      withdrawal.id,
      paid ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_FAILED',
    );
    await emitWebhookEvent(tx, {
      userId: user,
      type: paid ? 'payout.paid' : 'payout.failed',
      data: {
        withdrawalId: withdrawal.id,
        amountMinor: amount,
        feeMinor: fee,
        netMinor: net,
        currency: withdrawal.currency,
        ...(paid ? {} : { failureReason: outcome.failureReason ?? null }),
      },
    });
    const email = await sqlRow<{ email: string }>(tx, 'SELECT email FROM users WHERE id = $1', [user]);
    const testMode = this.deps.services.get(PaymentsService).gateway.testMode;
    return () => {
      notifications.publish(notification);
      if (!email) return;
      this.deps.mailer.sendInBackground(
        withdrawalEmail({
          to: email.email,
          status: outcome.status,
          amountMinor: amount,
          feeMinor: fee,
          netMinor: net,
          currency: withdrawal.currency,
          method: withdrawal.method_kind,
          reference: withdrawal.id,
          failureReason: outcome.failureReason ?? null,
          testMode,
        }),
      );
    };
  }
}

function toDestination(row: Pick<WithdrawalRow, 'destination'>): PayoutDestination {
  const details = row.destination;
  if (details.kind === 'MOBILE_MONEY') {
    return { kind: 'MOBILE_MONEY', provider: details.provider, phoneNumber: details.phoneNumber };
  }
  if (details.kind === 'BANK_TRANSFER') {
    return {
      kind: 'BANK_TRANSFER',
      bankCode: details.bankCode,
      accountNumber: details.accountNumber,
      ...(details.accountName ? { accountName: details.accountName } : {}),
    };
  }
  return { kind: 'CRYPTO', network: details.network, address: details.address };
}
