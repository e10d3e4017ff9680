import { clickRate, flagEmoji, percentFormat } from './location-format';

it('derives the flag emoji from the country code', () => {
  expect(flagEmoji('KE')).toBe('🇰🇪');
  expect(flagEmoji('ng')).toBe('🇳🇬');
  expect(flagEmoji('ZA')).toBe('🇿🇦');
  expect(flagEmoji('')).toBe('🏳️');
  expect(flagEmoji('KEN')).toBe('🏳️');
});

it('gives the click rate as a fraction, 0 without impressions', () => {
  expect(clickRate(1, 4)).toBe(0.25);
  expect(clickRate(0, 0)).toBe(0);
  expect(clickRate(5, 5)).toBe(1);
});

it('writes percentages with two decimals the way each language does', () => {
  expect(percentFormat('en').format(clickRate(1, 3))).toBe('33.33%');
  expect(percentFormat('en').format(clickRate(31, 1840))).toBe('1.68%');
  expect(percentFormat('en').format(clickRate(0, 0))).toBe('0.00%');
  expect(percentFormat('en').format(clickRate(5, 5))).toBe('100.00%');
  // French: decimal comma, and a no-break space before the sign.
  expect(percentFormat('fr').format(clickRate(31, 1840))).toBe('1,68\u00a0%');
  expect(percentFormat('sw').format(clickRate(31, 1840))).toBe('1.68%');
});
