import type { EntityManager } from 'typeorm';
import type { CheckoutPurpose, CheckoutRecord } from './checkout.types';
import type { PayoutStatus } from './gateway';

/** Work to do once the transaction committed (publish a notification, send an e-mail). */
export type AfterCommit = () => void | Promise<void>;

/**
 * Runs inside the transaction that marks the checkout PAID (exactly once per checkout): post to the ledger, record
 * what was bought. Throwing rolls everything back and the job retries.
 */
export type CheckoutPaidHandler = (checkout: CheckoutRecord, manager: EntityManager) => Promise<AfterCommit | void>;

export interface SettledPayout {
  reference: string;
  providerId: string | null;
  status: Exclude<PayoutStatus, 'PROCESSING'>;
  amountMinor: bigint;
  currency: string;
  failureReason: string | null;
}

/** Runs inside the transaction that records the payout's outcome, exactly once per payout (monetize settles it). */
export type PayoutSettledHandler = (payout: SettledPayout, manager: EntityManager) => Promise<AfterCommit | void>;

/** Who handles what the gateway confirms: one handler per checkout purpose, one for payouts. */
export class PaymentHandlers {
  private readonly paid = new Map<CheckoutPurpose, CheckoutPaidHandler>();
  private payoutHandler: PayoutSettledHandler | undefined;

  onCheckoutPaid(purpose: CheckoutPurpose, handler: CheckoutPaidHandler): void {
    this.paid.set(purpose, handler);
  }

  onPayoutSettled(handler: PayoutSettledHandler): void {
    this.payoutHandler = handler;
  }

  checkoutPaid(purpose: CheckoutPurpose): CheckoutPaidHandler {
    const handler = this.paid.get(purpose);
    // Marking it PAID with nobody to deliver what was bought would lose the payment: the job retries instead.
    if (!handler) throw new Error(`No handler for paid ${purpose} checkouts`);
    return handler;
  }

  payoutSettled(): PayoutSettledHandler {
    if (!this.payoutHandler) throw new Error('No handler for settled payouts');
    return this.payoutHandler;
  }
}
