// Money as Kuza counts it (issue 30, spec §9): integers in minor units with an ISO 4217 currency, fees and shares in
// basis points, rounding by largest remainder so that no minor unit is ever lost. No floating-point money: amounts
// are bigint in code and decimal strings on the wire.

/** The currencies Kuza holds, with their minor-unit exponent (ISO 4217) and the minimum withdrawal in minor units. */
export const CURRENCIES = {
  USD: { exponent: 2, minimumWithdrawalMinor: 1_000n }, // $10 (spec §9)
  NGN: { exponent: 2, minimumWithdrawalMinor: 1_500_000n }, // ₦15,000
  KES: { exponent: 2, minimumWithdrawalMinor: 130_000n }, // KSh 1,300
  GHS: { exponent: 2, minimumWithdrawalMinor: 15_000n }, // GH₵150
  ZAR: { exponent: 2, minimumWithdrawalMinor: 18_000n }, // R180
  UGX: { exponent: 0, minimumWithdrawalMinor: 37_000n }, // USh 37,000
  TZS: { exponent: 2, minimumWithdrawalMinor: 2_500_000n }, // TSh 25,000
  XOF: { exponent: 0, minimumWithdrawalMinor: 6_000n }, // CFA 6,000
  EGP: { exponent: 2, minimumWithdrawalMinor: 50_000n }, // E£500
} as const satisfies Record<string, { exponent: number; minimumWithdrawalMinor: bigint }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export const isCurrency = (code: unknown): code is CurrencyCode =>
  typeof code === 'string' && Object.hasOwn(CURRENCIES, code);

/** The largest amount one movement may carry: far above any real tip or payout, far below bigint columns' limit. */
export const MAX_AMOUNT_MINOR = 10n ** 13n;

export const BASIS_POINTS_WHOLE = 10_000;

export type PayoutMethodKind = 'MOBILE_MONEY' | 'BANK_TRANSFER' | 'CRYPTO';
export const PAYOUT_METHOD_KINDS = ['MOBILE_MONEY', 'BANK_TRANSFER', 'CRYPTO'] as const satisfies PayoutMethodKind[];

/** THE fee table (spec §9): every screen, public page and posting reads it from here. */
export const FEE_SCHEDULE = {
  tip: { creatorBp: 9_500, platformBp: 500 },
  subscription: { creatorBp: 7_000, platformBp: 3_000 },
  // A pay-per-view purchase: the spec names no share for single purchases, so they follow subscriptions (docs/money.md).
  purchase: { creatorBp: 7_000, platformBp: 3_000 },
  withdrawal: { MOBILE_MONEY: 100, BANK_TRANSFER: 200, CRYPTO: 50 } satisfies Record<PayoutMethodKind, number>,
} as const;

/** Spec §9: payouts arrive within 2 business days. */
export const PAYOUT_BUSINESS_DAYS = 2;

/** `"12345"` (minor units, digits only) → 12345n; null for anything else: signs, fractions, exponents, blanks. */
export function parseAmountMinor(text: string): bigint | null {
  if (typeof text !== 'string' || !/^\d{1,30}$/.test(text)) return null;
  return BigInt(text);
}

/** A decimal typed by a person ("12.5") → minor units of the currency (1250n); null when not exact or not a number. */
export function parseDecimalAmount(text: string, currency: CurrencyCode): bigint | null {
  const { exponent } = CURRENCIES[currency];
  const match = /^(\d{1,20})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return null;
  const digits = match[1] + fraction.slice(0, exponent).padEnd(exponent, '0');
  return BigInt(digits);
}

/**
 * A decimal typed by a person ("250.505") → minor units rounded half up to the currency's digits (25051n), exactly
 * (digits, never a float); null when it is not a plain non-negative decimal.
 */
export function roundDecimalAmount(text: string, currency: CurrencyCode): bigint | null {
  const { exponent } = CURRENCIES[currency];
  const match = /^(\d{1,20})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept = BigInt(match[1] + fraction.slice(0, exponent).padEnd(exponent, '0'));
  return fraction.length > exponent && Number(fraction[exponent]) >= 5 ? kept + 1n : kept;
}

/** Minor units → the decimal text of the currency (1250n USD → "12.50"), exact. */
export function formatMinor(amountMinor: bigint, currency: CurrencyCode): string {
  const { exponent } = CURRENCIES[currency];
  const negative = amountMinor < 0n;
  const digits = (negative ? -amountMinor : amountMinor).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * An amount an API takes two ways (the exact minor-units field and a deprecated Float of major units), as the text a
 * form's rule reads (major units, "12.34"): minor units given as digits become their exact decimal text; minor units
 * that are not digits give "" (no rule accepts it); without them, the Float is read by its shortest decimal text, so
 * no binary noise (12.340000000000001) reaches the rule. Nothing given: "".
 */
export function minorOrDeprecatedMajorText(
  minor: string | null | undefined,
  major: number | null | undefined,
  currency: CurrencyCode,
): string {
  if (minor === null || minor === undefined) return major === null || major === undefined ? '' : String(major);
  return /^\d{1,18}$/.test(minor) ? formatMinor(BigInt(minor), currency) : '';
}

/**
 * Splits an amount into parts proportional to the given basis points (which must add up to 10,000), by largest
 * remainder: each part gets its floor, then the minor units left go one each to the parts with the largest
 * remainders (the earlier part on a tie). The parts always add up to the amount.
 */
export function splitByBasisPoints(amountMinor: bigint, basisPoints: readonly number[]): bigint[] {
  const total = basisPoints.reduce((sum, bp) => sum + bp, 0);
  if (total !== BASIS_POINTS_WHOLE || basisPoints.some((bp) => !Number.isInteger(bp) || bp < 0)) {
    throw new Error('Shares must be whole basis points that add up to 10,000');
  }
  if (amountMinor < 0n) throw new Error('Only non-negative amounts are split');
  const whole = BigInt(BASIS_POINTS_WHOLE);
  const parts = basisPoints.map((bp) => (amountMinor * BigInt(bp)) / whole);
  const remainders = basisPoints.map((bp, index) => ({ index, rest: (amountMinor * BigInt(bp)) % whole }));
  let left = amountMinor - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = parts[index]! + 1n;
    left -= 1n;
  }
  return parts;
}

/** A tip of `grossMinor`: the creator's 95 % and the platform's 5 %, adding up to the tip exactly. */
export function tipShares(grossMinor: bigint): { creatorMinor: bigint; platformMinor: bigint } {
  const [creatorMinor, platformMinor] = splitByBasisPoints(grossMinor, [
    FEE_SCHEDULE.tip.creatorBp,
    FEE_SCHEDULE.tip.platformBp,
  ]);
  return { creatorMinor: creatorMinor!, platformMinor: platformMinor! };
}

/** A subscription payment's creator share and platform share (70 / 30). */
export function subscriptionShares(grossMinor: bigint): { creatorMinor: bigint; platformMinor: bigint } {
  const { creatorBp, platformBp } = FEE_SCHEDULE.subscription;
  const [creatorMinor, platformMinor] = splitByBasisPoints(grossMinor, [creatorBp, platformBp]);
  return { creatorMinor: creatorMinor!, platformMinor: platformMinor! };
}

/** A paid post's purchase: the creator's share and the platform's (70 / 30, as subscriptions). */
export function purchaseShares(grossMinor: bigint): { creatorMinor: bigint; platformMinor: bigint } {
  const { creatorBp, platformBp } = FEE_SCHEDULE.purchase;
  const [creatorMinor, platformMinor] = splitByBasisPoints(grossMinor, [creatorBp, platformBp]);
  return { creatorMinor: creatorMinor!, platformMinor: platformMinor! };
}

/** A withdrawal of `amountMinor` by a method: its fee (1 %, 2 % or 0.5 %) and what arrives (amount − fee). */
export function withdrawalFee(
  amountMinor: bigint,
  kind: PayoutMethodKind,
): { feeMinor: bigint; netMinor: bigint; basisPoints: number } {
  const basisPoints = FEE_SCHEDULE.withdrawal[kind];
  const [feeMinor, netMinor] = splitByBasisPoints(amountMinor, [basisPoints, BASIS_POINTS_WHOLE - basisPoints]);
  return { feeMinor: feeMinor!, netMinor: netMinor!, basisPoints };
}

export const minimumWithdrawalMinor = (currency: CurrencyCode): bigint => CURRENCIES[currency].minimumWithdrawalMinor;

/** The day a payout is expected: `businessDays` weekdays after `from` (Saturdays and Sundays skipped), in UTC. */
export function addBusinessDays(from: Date, businessDays = PAYOUT_BUSINESS_DAYS): Date {
  const date = new Date(from.getTime());
  let left = businessDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}
