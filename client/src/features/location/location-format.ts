const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an ISO 3166-1 alpha-2 code (KE → 🇰🇪); a white flag for anything else. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

/** Spec §9: click rate = clicks / impressions, as a fraction for a percent format (0 without impressions). */
export function clickRate(clicks: number, impressions: number): number {
  return impressions > 0 ? clicks / impressions : 0;
}

/** Percentages with two decimals (spec §9), written the reader's way: 2.87% in English, 2,87 % in French. */
export function percentFormat(language: string): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
