// The front door of location: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { EVENT_WINDOW_MS, LocationAnalyticsService } from './location-analytics.service';
export { LocationService } from './location.service';
export { NEARBY_NEEDS_LOCATION, NEARBY_UNKNOWN_KM, NearbyService } from './nearby.service';
export { countryName } from './place-resolver';
