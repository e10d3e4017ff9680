// Exact conversion between Kuza's integer minor units and the decimal major units some APIs (Flutterwave v3) take
// and return. Strings and BigInt only: no floating-point arithmetic touches an amount.
import { GatewayError } from './errors';

/**
 * ISO 4217 minor-unit exponents for the currencies these gateways settle. When `common/src/money.ts` (the ledger's
 * currency table) lands, this table should defer to it; it is kept here so the providers stand alone.
 */
const EXPONENTS: Record<string, number> = {
  NGN: 2,
  KES: 2,
  GHS: 2,
  ZAR: 2,
  USD: 2,
  EGP: 2,
  TZS: 2,
  ZMW: 2,
  MWK: 2,
  // Zero-decimal currencies: 1 franc, shilling or kwacha is the smallest unit.
  UGX: 0,
  RWF: 0,
  XOF: 0,
  XAF: 0,
};

export function currencyExponent(provider: string, currency: string): number {
  const exponent = EXPONENTS[currency];
  if (exponent === undefined) throw new GatewayError(provider, 'UNSUPPORTED', `currency ${currency} is not supported`);
  return exponent;
}

/** 123456n minor units of KES → "1234.56"; of UGX → "123456". */
export function minorToMajor(provider: string, amountMinor: bigint, currency: string): string {
  const exponent = currencyExponent(provider, currency);
  if (amountMinor < 0n) throw new GatewayError(provider, 'REJECTED', 'amounts must not be negative');
  const digits = amountMinor.toString().padStart(exponent + 1, '0');
  if (exponent === 0) return digits;
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * "1234.5" KES → 123450n. Refuses what cannot be an exact amount in the currency (more decimals than its exponent,
 * exponent notation, signs), so a surprising provider answer becomes an error rather than a rounded figure.
 */
export function majorToMinor(provider: string, major: string, currency: string): bigint {
  const exponent = currencyExponent(provider, currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(major);
  if (!match) throw new GatewayError(provider, 'MALFORMED', `amount "${major}" is not a decimal number`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) {
    throw new GatewayError(provider, 'MALFORMED', `amount "${major}" has more decimals than ${currency} allows`);
  }
  return BigInt(match[1] + fraction.padEnd(exponent, '0'));
}

/** A Paystack-style amount already in minor units: digits only. */
export function parseMinor(provider: string, value: string): bigint {
  if (!/^\d+$/.test(value)) throw new GatewayError(provider, 'MALFORMED', `amount "${value}" is not whole minor units`);
  return BigInt(value);
}
