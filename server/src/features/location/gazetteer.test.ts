import { Gazetteer, type GazetteerCity } from './gazetteer';

const city = (
  name: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  population: number,
): GazetteerCity => ({
  name,
  countryCode,
  latitude,
  longitude,
  population,
});

// A made-up metropolis with a district whose centre is closer to the point than the city's own centre.
const places = new Gazetteer([
  city('Metropolis', 'KE', 0, 0, 4_000_000),
  city('Districtville', 'KE', 0.05, 0.05, 150_000),
  city('Smalltown', 'KE', 0.6, 0.6, 20_000),
  city('Bordertown', 'UG', 0.02, 0.02, 50_000),
  city('Faraway', 'KE', 5, 5, 5_000),
]);

it('resolves a point inside a big city to that city, not to a nearer district centre', () => {
  expect(places.cityAt(0.04, 0.04, 'KE')?.name).toBe('Metropolis');
});

it('resolves a point at a town to that town', () => {
  expect(places.cityAt(0.6, 0.6, 'KE')?.name).toBe('Smalltown');
  expect(places.cityAt(0.05, 0.05, 'KE')?.name).toBe('Districtville');
});

it('keeps to the country that contains the point', () => {
  expect(places.cityAt(0.02, 0.02, 'UG')?.name).toBe('Bordertown');
  expect(places.cityAt(0.02, 0.02, 'KE')?.name).toBe('Metropolis');
});

it('falls back to the nearest place of the country in remote areas, and to nothing without a country', () => {
  expect(places.cityAt(4, 4, 'KE')?.name).toBe('Faraway');
  expect(places.cityAt(4, 4, 'TZ')).toBeNull();
});

it('finds a city by country and name, case-insensitively', () => {
  expect(places.find('KE', 'smalltown')?.population).toBe(20_000);
  expect(places.find('UG', 'Smalltown')).toBeNull();
});
