/**
 * Rounds each term to `digits` decimals so the rounded terms add up exactly to the rounded total
 * (largest-remainder method): the explanation table never shows contributions that miss the score by 0.001.
 */
export function roundTermsToTotal(terms: readonly number[], total: number, digits: number): number[] {
  const scale = 10 ** digits;
  const target = Math.round(total * scale);
  const scaled = terms.map((term) => term * scale);
  const units = scaled.map(Math.floor);
  let missing = target - units.reduce((sum, unit) => sum + unit, 0);
  const byRemainder = scaled.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => (missing >= 0 ? b.remainder - a.remainder : a.remainder - b.remainder));
  for (let i = 0; missing !== 0 && byRemainder.length > 0; i = (i + 1) % byRemainder.length) {
    const step = missing > 0 ? 1 : -1;
    units[byRemainder[i].index] += step;
    missing -= step;
  }
  return units.map((unit) => unit / scale);
}
