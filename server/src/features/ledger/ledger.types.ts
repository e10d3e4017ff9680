// The ledger's vocabulary (docs/money.md "Accounts"): who an account belongs to and what a posting is.

/** The gateways whose money Kuza holds in a clearing account (the same names as payments' GatewayProvider). */
export type ClearingProvider = 'fake' | 'paystack' | 'flutterwave';

export type UserAccountKind = 'AVAILABLE' | 'PENDING' | 'WITHDRAWING';
export const USER_ACCOUNT_KINDS = ['AVAILABLE', 'PENDING', 'WITHDRAWING'] as const satisfies UserAccountKind[];

export type AccountRef =
  { userId: string; kind: UserAccountKind } | { platform: 'FEES' } | { clearing: ClearingProvider }; // may go negative: money held at the gateway

export type LedgerKind =
  | 'TIP'
  | 'MEMBERSHIP'
  | 'PURCHASE'
  | 'SPLIT'
  | 'WITHDRAWAL'
  | 'FEE'
  | 'AD_SPEND'
  | 'AD_REVENUE'
  | 'REFUND'
  | 'SETTLEMENT';

export interface PostEntry {
  account: AccountRef;
  amountMinor: bigint;
}

export interface PostRequest {
  kind: LedgerKind;
  /** Unique; a replay with the same `request` returns the first result. */
  idempotencyKey: string;
  /** Hashed (stable JSON) to tell a different request under the same key (CONFLICT). */
  request: unknown;
  currency: string;
  /** Two or more, summing to zero. */
  entries: PostEntry[];
  reference?: string;
  counterpartyUserId?: string;
  metadata?: Record<string, unknown>;
  /**
   * What the transaction is for some of its users, when not `kind`: a collaborator's share of a tip is a SPLIT for
   * them (their history and earnings say so). Without it, users credited by a transaction whose `metadata.split`
   * names another owner (an applied split, features/splits) are SPLIT; everyone else is `kind`.
   */
  userKinds?: Record<string, LedgerKind>;
}

export interface PostResult {
  transactionId: string;
  replayed: boolean;
}

/** Earnings sources (API.md `earnings`) by the kind of the transaction that credits a creator. */
export const EARNING_SOURCE: Partial<Record<LedgerKind, 'TIPS' | 'MEMBERSHIPS' | 'PURCHASES' | 'SPLITS' | 'ADS'>> = {
  TIP: 'TIPS',
  MEMBERSHIP: 'MEMBERSHIPS',
  PURCHASE: 'PURCHASES',
  SPLIT: 'SPLITS',
  AD_REVENUE: 'ADS',
};

/** The row key of an account in a currency: one row per (owner, kind, currency). */
export function accountKey(account: AccountRef, currency: string): string {
  if ('userId' in account) return `user:${account.userId}:${account.kind}:${currency}`;
  if ('platform' in account) return `platform:${account.platform}:${currency}`;
  return `clearing:${account.clearing}:${currency}`;
}
