import { countryName } from './country-name';

it('names the country in the reader’s language from its ISO code', () => {
  expect(countryName('KE', 'Kenya', 'ar')).toBe('كينيا');
  expect(countryName('DZ', 'Algeria', 'fr')).toBe('Algérie');
  expect(countryName('CD', 'Democratic Republic of the Congo', 'fr')).toBe('Congo-Kinshasa');
  expect(countryName('ET', 'Ethiopia', 'am')).toBe('ኢትዮጵያ');
  expect(countryName('za', 'South Africa', 'fr')).toBe('Afrique du Sud');
});

it('keeps the stored English name for English readers', () => {
  expect(countryName('CD', 'Democratic Republic of the Congo', 'en')).toBe('Democratic Republic of the Congo');
  expect(countryName('CD', 'Democratic Republic of the Congo', 'en-GB')).toBe('Democratic Republic of the Congo');
  expect(countryName('KE', '', 'en')).toBe('Kenya');
});

it('falls back to the stored English name when the code is missing or unknown', () => {
  expect(countryName(null, 'Kenya', 'fr')).toBe('Kenya');
  expect(countryName(undefined, 'Kenya', 'ar')).toBe('Kenya');
  expect(countryName('', 'Kenya', 'ar')).toBe('Kenya');
  expect(countryName('KEN', 'Kenya', 'ar')).toBe('Kenya');
  expect(countryName('XX', 'Atlantis', 'fr')).toBe('Atlantis');
  expect(countryName('ZZ', 'Somewhere', 'fr')).toBe('Somewhere');
});

it('falls back to the stored English name in a language without region names', () => {
  expect(countryName('KE', 'Kenya', 'tlh')).toBe('Kenya');
  expect(countryName('KE', 'Kenya', 'not a language')).toBe('Kenya');
});
