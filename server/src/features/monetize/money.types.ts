import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ConnectionType } from '../../kernel/connection';

@ObjectType({
  description: 'An amount of money: integer minor units (cents, kobo) as a string, and its ISO 4217 currency.',
})
export class Money {
  @Field({ description: 'Minor units, as a decimal integer string (a bigint: never a float).' })
  amountMinor: string;

  @Field({ description: 'ISO 4217 code: NGN, KES, GHS, ZAR, USD, ...' })
  currency: string;
}

export const money = (amountMinor: bigint | string | number, currency: string): Money =>
  Object.assign(new Money(), { amountMinor: BigInt(amountMinor).toString(), currency: currency.trim() });

export enum PayoutMethodKind {
  MOBILE_MONEY = 'MOBILE_MONEY',
  BANK_TRANSFER = 'BANK_TRANSFER',
  CRYPTO = 'CRYPTO',
}
registerEnumType(PayoutMethodKind, { name: 'PayoutMethodKind', description: 'How a creator is paid out.' });

export enum LedgerTransactionKind {
  TIP = 'TIP',
  MEMBERSHIP = 'MEMBERSHIP',
  PURCHASE = 'PURCHASE',
  SPLIT = 'SPLIT',
  WITHDRAWAL = 'WITHDRAWAL',
  FEE = 'FEE',
  AD_SPEND = 'AD_SPEND',
  AD_REVENUE = 'AD_REVENUE',
  REFUND = 'REFUND',
}
registerEnumType(LedgerTransactionKind, { name: 'LedgerTransactionKind', description: 'What moved the money.' });

export enum LedgerTransactionStatus {
  COMPLETED = 'COMPLETED',
  REQUESTED = 'REQUESTED',
  PROCESSING = 'PROCESSING',
  PAID = 'PAID',
  FAILED = 'FAILED',
}
registerEnumType(LedgerTransactionStatus, {
  name: 'LedgerTransactionStatus',
  description: 'COMPLETED for money that has moved; a withdrawal is REQUESTED, PROCESSING, then PAID or FAILED.',
});

export enum MoneyDirection {
  IN = 'IN',
  OUT = 'OUT',
}
registerEnumType(MoneyDirection, { name: 'MoneyDirection', description: "Into the caller's balance, or out of it." });

export enum WithdrawalStatus {
  REQUESTED = 'REQUESTED',
  PROCESSING = 'PROCESSING',
  PAID = 'PAID',
  FAILED = 'FAILED',
}
registerEnumType(WithdrawalStatus, {
  name: 'WithdrawalStatus',
  description: 'REQUESTED (amount held), PROCESSING (asked of the gateway), PAID, or FAILED (hold released).',
});

export enum EarningsSource {
  TIPS = 'TIPS',
  MEMBERSHIPS = 'MEMBERSHIPS',
  PURCHASES = 'PURCHASES',
  SPLITS = 'SPLITS',
  ADS = 'ADS',
}
registerEnumType(EarningsSource, { name: 'EarningsSource', description: 'Where earnings come from.' });

@ObjectType({ description: "The caller's money in one currency." })
export class WalletBalance {
  @Field()
  currency: string;

  @Field(() => Money, { description: 'Can be withdrawn now.' })
  available: Money;

  @Field(() => Money, { description: 'Confirmed but not yet settled by the gateway.' })
  pending: Money;

  @Field(() => Money, { description: 'Held for withdrawals on their way out.' })
  withdrawing: Money;

  @Field(() => Money, { description: 'Everything earned since the account began (after platform fees).' })
  lifetime: Money;
}

@ObjectType({ description: "A creator's own earnings goal." })
export class EarningsGoal {
  @Field(() => Money)
  amount: Money;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: "The caller's wallet: balances from the ledger, and its history." })
export class Wallet {
  /** Whose wallet (field resolvers read their history and goal). */
  userId: string;

  @Field(() => [WalletBalance], { description: 'One per currency the caller holds or has held, by currency code.' })
  balances: WalletBalance[];
}

@ObjectType({
  description: 'One movement of money as the caller sees it (a ledger transaction touching their account).',
})
export class LedgerTransaction {
  @Field(() => ID)
  id: string;

  @Field(() => LedgerTransactionKind)
  kind: LedgerTransactionKind;

  @Field(() => Money, { description: 'The whole amount moved (a tip as paid; a withdrawal as requested).' })
  gross: Money;

  @Field(() => Money, { description: "The platform's fee in it." })
  fee: Money;

  @Field(() => Money, { description: 'What reached the caller (or, for a withdrawal, what is paid out).' })
  net: Money;

  @Field(() => MoneyDirection)
  direction: MoneyDirection;

  @Field(() => LedgerTransactionStatus)
  status: LedgerTransactionStatus;

  @Field(() => String, { nullable: true, description: 'The checkout or withdrawal id it belongs to.' })
  reference: string | null;

  @Field()
  createdAt: Date;

  /** Read through the profile loader (exposed as `counterparty`). */
  counterpartyId: string | null;
}

@ObjectType({ description: 'A page of wallet transactions, newest first (Relay style).' })
export class LedgerTransactionConnection extends ConnectionType(LedgerTransaction) {}

@ObjectType({ description: 'A way the caller is paid out, saved on the account.' })
export class PayoutMethod {
  @Field(() => ID)
  id: string;

  @Field(() => PayoutMethodKind)
  kind: PayoutMethodKind;

  @Field({ description: 'A short masked label: "MPESA •••• 5678".' })
  label: string;

  @Field(() => GraphQLJSON, { description: 'The checked details (provider and phone number, bank and account, ...).' })
  details: Record<string, unknown>;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "A request to pay out part of the caller's available balance." })
export class Withdrawal {
  @Field(() => ID)
  id: string;

  @Field(() => Money)
  amount: Money;

  @Field(() => Money, { description: "The method's fee (Mobile Money 1 %, bank transfer 2 %, crypto 0.5 %)." })
  fee: Money;

  @Field(() => Money, { description: 'What arrives: amount − fee.' })
  net: Money;

  @Field(() => WithdrawalStatus)
  status: WithdrawalStatus;

  @Field(() => PayoutMethodKind)
  methodKind: PayoutMethodKind;

  @Field({ description: 'Two business days after the request (spec §9).' })
  expectedBy: Date;

  @Field(() => String, { nullable: true, description: 'FAILED: what the gateway said.' })
  failureReason: string | null;

  @Field()
  createdAt: Date;

  /** created_at in µs, for the keyset cursor. */
  createdUs: string;
}

@ObjectType({ description: 'A page of withdrawals, newest first (Relay style).' })
export class WithdrawalConnection extends ConnectionType(Withdrawal) {}

@ObjectType({ description: 'Earnings of one source in one currency.' })
export class EarningsSourceTotal {
  @Field(() => EarningsSource)
  source: EarningsSource;

  @Field(() => Money)
  amount: Money;
}

@ObjectType({ description: 'Earnings of one day (UTC) in one currency.' })
export class EarningsDay {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => Money)
  amount: Money;
}

@ObjectType({ description: "The caller's earnings in a period (after platform fees), from the ledger." })
export class Earnings {
  @Field()
  from: Date;

  @Field()
  to: Date;

  @Field(() => [Money], { description: 'The total per currency.' })
  total: Money[];

  @Field(() => [EarningsSourceTotal], { description: 'Per source and currency (sources with nothing left out).' })
  bySource: EarningsSourceTotal[];

  @Field(() => [EarningsDay], { description: 'Per day and currency, oldest first (days with nothing left out).' })
  byDay: EarningsDay[];

  /** Whose earnings (the goal's field resolver). */
  userId: string;
}

@ObjectType({ description: 'One rule of the fee table (spec §9), in basis points (100 = 1 %).' })
export class FeeRule {
  @Field({ description: 'TIP, SUBSCRIPTION, PURCHASE (a paid post) or WITHDRAWAL.' })
  kind: string;

  @Field(() => PayoutMethodKind, { nullable: true, description: 'WITHDRAWAL: the method it applies to.' })
  method: PayoutMethodKind | null;

  @Field(() => Int, { description: "The platform's share, or the withdrawal fee." })
  basisPoints: number;

  @Field(() => Int, { nullable: true, description: "TIP, SUBSCRIPTION and PURCHASE: the creator's share." })
  creatorBasisPoints: number | null;
}

@InputType()
export class AddPayoutMethodInput {
  @Field(() => PayoutMethodKind)
  kind: PayoutMethodKind;

  @Field(() => GraphQLJSON, {
    description:
      'MOBILE_MONEY: { provider, phoneNumber (E.164) }; BANK_TRANSFER: { bankCode, accountNumber, accountName? }; ' +
      'CRYPTO: { network (BITCOIN, ETHEREUM, TRON, SOLANA), address }.',
  })
  details: unknown;

  @Field({ description: "The caller's password, asked again." })
  password: string;
}

@InputType()
export class RequestWithdrawalInput {
  @Field(() => ID)
  payoutMethodId: string;

  @Field({ description: "Minor units as a string; at least the currency's minimum ($10 or its equivalent)." })
  amountMinor: string;

  @Field()
  currency: string;

  @Field({ description: 'The same key with the same request answers the first withdrawal; with another, CONFLICT.' })
  idempotencyKey: string;
}

@InputType()
export class EarningsPeriodInput {
  @Field()
  from: Date;

  @Field()
  to: Date;
}

@InputType()
export class SetEarningsGoalInput {
  @Field({ description: 'Minor units as a string, more than 0.' })
  amountMinor: string;

  @Field()
  currency: string;
}
