const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an ISO 3166-1 alpha-2 code (KE → 🇰🇪); a white flag for anything else. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

/** Spec §9: click rate = clicks / impressions × 100, with two decimals ("0.00" without impressions). */
export function clickRate(clicks: number, impressions: number): string {
  return (impressions > 0 ? (clicks / impressions) * 100 : 0).toFixed(2);
}
