/** 12500 → "12.5K" in English, the reader's own short form in other languages (Intl compact notation). */
export function compactNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
