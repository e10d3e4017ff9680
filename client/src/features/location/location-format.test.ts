import { clickRate, flagEmoji } from './location-format';

it('derives the flag emoji from the country code', () => {
  expect(flagEmoji('KE')).toBe('🇰🇪');
  expect(flagEmoji('ng')).toBe('🇳🇬');
  expect(flagEmoji('ZA')).toBe('🇿🇦');
  expect(flagEmoji('')).toBe('🏳️');
  expect(flagEmoji('KEN')).toBe('🏳️');
});

it('gives the click rate with two decimals', () => {
  expect(clickRate(1, 3)).toBe('33.33');
  expect(clickRate(31, 1840)).toBe('1.68');
  expect(clickRate(0, 0)).toBe('0.00');
  expect(clickRate(5, 5)).toBe('100.00');
});
