import type { CurrencyCode } from '@kuza/common';

/** The preset tips offered in each currency, in major units: small, everyday amounts where that currency is spent. */
export const TIP_PRESETS: Record<CurrencyCode, readonly string[]> = {
  USD: ['1', '5', '10', '20'],
  NGN: ['500', '1000', '2000', '5000'],
  KES: ['100', '250', '500', '1000'],
  GHS: ['10', '25', '50', '100'],
  ZAR: ['20', '50', '100', '200'],
  UGX: ['5000', '10000', '20000', '50000'],
  TZS: ['2000', '5000', '10000', '25000'],
  XOF: ['500', '1000', '2500', '5000'],
  EGP: ['50', '100', '250', '500'],
};

export const DEFAULT_TIP_CURRENCY: CurrencyCode = 'USD';
