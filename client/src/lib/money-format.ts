import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An amount as the API sends it: integer minor units as a decimal string, and an ISO 4217 currency. */
export interface MoneyValue {
  amountMinor: string;
  currency: string;
}

/** How many minor-unit digits a currency has (2 for USD, NGN, KES, GHS, ZAR; 0 for UGX), as ISO 4217 says. */
export function currencyExponent(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "123456" minor units with exponent 2 → "1234.56", exactly (BigInt, never a float). */
export function minorToDecimal(amountMinor: string | bigint, exponent: number): `${number}` {
  const value = BigInt(amountMinor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * A typed amount ("12", "12.5", "1,000.25") in minor units, or null when it is not a plain non-negative decimal with
 * at most the currency's digits after the point. The server's schemas decide what is allowed; this only reads.
 */
export function decimalToMinor(text: string, exponent: number): bigint | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  return BigInt(match[1]) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
}

/** Formats a Money in a language: the exact decimal string goes to Intl, so no amount is ever rounded by a float. */
export function formatMoney(value: MoneyValue, language: string, options: { signed?: boolean } = {}): string {
  const exponent = currencyExponent(value.currency);
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: value.currency,
    // ₦, KSh, GH₵, R and $ as people write them, rather than NGN or US$.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  });
  return format.format(minorToDecimal(value.amountMinor, exponent));
}

/** Formats money (minor-unit strings per currency), US dollars of sample screens and plain numbers in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    const number = new Intl.NumberFormat(i18n.language);
    const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      money: (value: MoneyValue, options?: { signed?: boolean }) => formatMoney(value, i18n.language, options),
      usd: (value: number) => usd.format(value),
      number: (value: number) => number.format(value),
      compact: (value: number) => compact.format(value),
    };
  }, [i18n.language]);
}
