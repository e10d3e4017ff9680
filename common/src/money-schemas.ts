// The zod schemas of money-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import type { MessageId } from './messages';
import {
  MAX_AMOUNT_MINOR,
  PAYOUT_METHOD_KINDS,
  formatMinor,
  isCurrency,
  minimumWithdrawalMinor,
  parseAmountMinor,
  type CurrencyCode,
  type PayoutMethodKind,
} from './money';
import { WITHDRAWAL_METHODS, parseAmount, type WithdrawalMethodId } from './money-rules';

// Each rule's message is its id in messages.ts.
const M = { selectMethod: 'money.selectMethod', invalidAmount: 'money.invalidAmount' } as const satisfies Record<
  string,
  MessageId
>;

const WITHDRAWAL_METHOD_IDS = WITHDRAWAL_METHODS.map((method) => method.id) as [
  WithdrawalMethodId,
  ...WithdrawalMethodId[],
];

/** Spec §5 Cash out: a method, then an amount (as typed) that is a number greater than 0 (no balance check, no minimum). */
export const cashOutSchema = z.object({
  method: z.enum(WITHDRAWAL_METHOD_IDS, { error: M.selectMethod }),
  amount: z
    .union([z.string(), z.number()], { error: M.invalidAmount })
    .transform(parseAmount)
    .pipe(z.number({ error: M.invalidAmount }).gt(0, { error: M.invalidAmount })),
});
export type CashOutValues = z.input<typeof cashOutSchema>;
export type CashOutInput = z.output<typeof cashOutSchema>;

// ---- Ledger-backed money (issue 30): amounts are minor units as digit strings, currencies ISO 4217. ----

const W = {
  amountInvalid: 'wallet.amountInvalid',
  amountTooLarge: 'wallet.amountTooLarge',
  unknownCurrency: 'wallet.unknownCurrency',
  belowMinimum: 'wallet.belowMinimum',
  idempotencyKey: 'wallet.idempotencyKey',
  payoutMethodKind: 'wallet.payoutMethodKind',
  mobileProvider: 'wallet.mobileProvider',
  phoneNumber: 'wallet.phoneNumber',
  bankCode: 'wallet.bankCode',
  accountNumber: 'wallet.accountNumber',
  accountName: 'wallet.accountName',
  cryptoNetwork: 'wallet.cryptoNetwork',
  cryptoAddress: 'wallet.cryptoAddress',
  goalInvalid: 'wallet.goalInvalid',
} as const satisfies Record<string, MessageId>;

/** An amount in minor units, as the API sends it ("1050"): digits only, more than 0, at most MAX_AMOUNT_MINOR. */
export const amountMinorSchema = z.string({ error: W.amountInvalid }).transform((text, ctx) => {
  const value = parseAmountMinor(text);
  if (value === null || value <= 0n) {
    ctx.addIssue({ code: 'custom', message: W.amountInvalid });
    return z.NEVER;
  }
  if (value > MAX_AMOUNT_MINOR) {
    ctx.addIssue({ code: 'custom', message: W.amountTooLarge });
    return z.NEVER;
  }
  return value;
});

export const currencySchema = z
  .string({ error: W.unknownCurrency })
  .refine(isCurrency, { error: W.unknownCurrency })
  .transform((code) => code as CurrencyCode);

export const idempotencyKeySchema = z
  .string({ error: W.idempotencyKey })
  .min(8, W.idempotencyKey)
  .max(200, W.idempotencyKey);

export const TIP_MESSAGE_MAX = 280;

/** A tip as the API takes it (the payments feature checks the creator and the post). */
export const tipInputSchema = z.object({
  creatorUsername: z.string().trim().min(1),
  postId: z.string().nullish(),
  amountMinor: amountMinorSchema,
  currency: currencySchema,
  message: z.string().trim().max(TIP_MESSAGE_MAX).nullish(),
  idempotencyKey: idempotencyKeySchema,
});
export type TipInput = z.output<typeof tipInputSchema>;

/** A withdrawal request: an amount of at least the currency's minimum (the balance is the server's check). */
export const withdrawalInputSchema = z
  .object({
    payoutMethodId: z.string().min(1, M.selectMethod),
    amountMinor: amountMinorSchema,
    currency: currencySchema,
    idempotencyKey: idempotencyKeySchema,
  })
  .superRefine((input, ctx) => {
    // Zod runs this even when a field failed: only a known currency and a parsed amount have a minimum to check.
    if (!isCurrency(input.currency) || typeof input.amountMinor !== 'bigint') return;
    const minimum = minimumWithdrawalMinor(input.currency);
    if (input.amountMinor < minimum)
      ctx.addIssue({
        code: 'custom',
        message: W.belowMinimum,
        path: ['amountMinor'],
        params: { minimum: formatMinor(minimum, input.currency), currency: input.currency },
      });
  });
export type WithdrawalInput = z.output<typeof withdrawalInputSchema>;

/** The mobile-money operators Kuza pays out to. */
export const MOBILE_MONEY_PROVIDERS = ['MPESA', 'MTN', 'AIRTEL', 'VODAFONE', 'ORANGE', 'TIGO'] as const;

/** Crypto networks and the shape of their addresses (format only: a checksum is the wallet's job). */
export const CRYPTO_NETWORKS = {
  BITCOIN: /^(bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ETHEREUM: /^0x[0-9a-fA-F]{40}$/,
  TRON: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  SOLANA: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
} as const;
export type CryptoNetwork = keyof typeof CRYPTO_NETWORKS;
const CRYPTO_NETWORK_IDS = Object.keys(CRYPTO_NETWORKS) as [CryptoNetwork, ...CryptoNetwork[]];

/** E.164: a plus, a country code and up to 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

export const mobileMoneyDetailsSchema = z.object({
  provider: z.enum(MOBILE_MONEY_PROVIDERS, { error: W.mobileProvider }),
  phoneNumber: z
    .string({ error: W.phoneNumber })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(E164, W.phoneNumber)),
});

export const bankTransferDetailsSchema = z.object({
  bankCode: z
    .string({ error: W.bankCode })
    .trim()
    .regex(/^[A-Za-z0-9]{2,11}$/, W.bankCode),
  accountNumber: z
    .string({ error: W.accountNumber })
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, W.accountNumber)),
  accountName: z.string({ error: W.accountName }).trim().max(100, W.accountName).optional(),
});

const cryptoFields = z.object({
  network: z.enum(CRYPTO_NETWORK_IDS, { error: W.cryptoNetwork }),
  address: z.string({ error: W.cryptoAddress }).trim(),
});

const validCryptoAddress = ({ network, address }: { network: CryptoNetwork; address: string }) =>
  CRYPTO_NETWORKS[network].test(address);

export const cryptoDetailsSchema = cryptoFields.refine(validCryptoAddress, {
  error: W.cryptoAddress,
  path: ['address'],
});

/** A payout method's details, checked by kind; the value is what the gateway's PayoutDestination takes. */
export const payoutMethodDetailsSchema = z
  .discriminatedUnion(
    'kind',
    [
      mobileMoneyDetailsSchema.extend({ kind: z.literal('MOBILE_MONEY') }),
      bankTransferDetailsSchema.extend({ kind: z.literal('BANK_TRANSFER') }),
      cryptoFields.extend({ kind: z.literal('CRYPTO') }),
    ],
    { error: W.payoutMethodKind },
  )
  .refine((details) => details.kind !== 'CRYPTO' || validCryptoAddress(details), {
    error: W.cryptoAddress,
    path: ['address'],
  });
export type PayoutMethodDetails = z.output<typeof payoutMethodDetailsSchema>;

/** The details schema of one kind (the form shows one kind at a time). */
export const PAYOUT_DETAILS_SCHEMAS = {
  MOBILE_MONEY: mobileMoneyDetailsSchema,
  BANK_TRANSFER: bankTransferDetailsSchema,
  CRYPTO: cryptoDetailsSchema,
} as const satisfies Record<PayoutMethodKind, z.ZodType>;

export const payoutMethodKindSchema = z.enum(PAYOUT_METHOD_KINDS, { error: W.payoutMethodKind });

/** A creator's own earnings goal. */
export const earningsGoalSchema = z.object({
  amountMinor: z
    .string({ error: W.goalInvalid })
    .refine((text) => {
      const value = parseAmountMinor(text);
      return value !== null && value > 0n && value <= MAX_AMOUNT_MINOR;
    }, W.goalInvalid)
    .transform((text) => BigInt(text)),
  currency: currencySchema,
});
