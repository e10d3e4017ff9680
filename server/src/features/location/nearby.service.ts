import { DEFAULT_SETTINGS } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { loadGazetteer } from './gazetteer';
import { distanceKm } from './geo-math';

/** Where "nearby" is for a viewer: their country and city (from their last detected location). */
export interface NearbyScope {
  countryCode: string;
  city: string | null;
}

/** Who of some authors counts as nearby, and how far away those with a known city are (NearbyService.placesOf). */
export interface NearbyPlaces {
  nearby: Set<string>;
  distances: Map<string, number>;
}

/** Shown instead of an empty NEARBY feed while the viewer's location is unknown. */
export const NEARBY_NEEDS_LOCATION = 'Share your location to see posts from creators near you.';

/**
 * Whether the profile aliased `profile` shows its place (Show location, Privacy & Safety; off by default). Nearby
 * uses only places that the profile itself shows: no one appears near anyone, or at a distance, unless they chose to.
 */
const showsLocation = (profile: string) =>
  `COALESCE((SELECT s.location FROM user_settings s WHERE s.user_id = ${profile}.id), ${DEFAULT_SETTINGS.privacy.location})`;

/** Farther than any real distance: an author of the same country whose city is unknown or not in the gazetteer. */
export const NEARBY_UNKNOWN_KM = 100_000;

/**
 * The NEARBY feed filter: posts by authors in the viewer's country who show their location, nearest city first. The feed keeps its own
 * candidate window and ranking; it asks this service who counts as nearby and how far each author's city is.
 */
export class NearbyService {
  constructor(private readonly deps: Deps) {}

  async scopeFor(viewerId: string): Promise<NearbyScope | null> {
    const [row]: Array<{ country_code: string | null; city: string | null }> = await this.deps.db.query(
      `SELECT country_code, city FROM profiles WHERE id = $1`,
      [viewerId],
    );
    return row?.country_code ? { countryCode: row.country_code, city: row.city } : null;
  }

  /**
   * An SQL condition on a post aliased `p`: its author shows their location and is in the country bound to
   * `countryParam` (e.g. `$3`).
   */
  authorInCountrySql(countryParam: string): string {
    return `EXISTS (SELECT 1 FROM profiles np WHERE np.id = p.user_id AND np.country_code = ${countryParam} AND ${showsLocation('np')})`;
  }

  /**
   * Whole kilometres from the viewer's city to each author's city, between the cities' gazetteer points (no one's
   * coordinates are stored). Same city: 0. Authors outside the scope's country, whose city is unknown, or who do not
   * show their location are left out (sort them after everyone else: NEARBY_UNKNOWN_KM).
   */
  async distancesKm(scope: NearbyScope, authorIds: string[]): Promise<Map<string, number>> {
    return (await this.placesOf(scope, authorIds)).distances;
  }

  /**
   * The authors who count as nearby now (in the scope's country and showing their location: `nearby`, as
   * authorInCountrySql decides), and the distances of those whose city is known (`distances`, as distancesKm).
   */
  async placesOf(scope: NearbyScope, authorIds: string[]): Promise<NearbyPlaces> {
    if (authorIds.length === 0) return { nearby: new Set(), distances: new Map() };
    const rows: Array<{ id: string; city: string | null }> = await this.deps.db.query(
      `SELECT id, city FROM profiles p WHERE id = ANY($1::uuid[]) AND country_code = $2 AND ${showsLocation('p')}`,
      [authorIds, scope.countryCode],
    );
    const gazetteer = await loadGazetteer();
    const home = scope.city ? gazetteer.find(scope.countryCode, scope.city) : null;
    const distances = new Map<string, number>();
    for (const row of rows) {
      if (row.city !== null && row.city === scope.city) {
        distances.set(row.id, 0);
        continue;
      }
      const there = row.city ? gazetteer.find(scope.countryCode, row.city) : null;
      if (home && there)
        distances.set(row.id, Math.round(distanceKm(home.latitude, home.longitude, there.latitude, there.longitude)));
    }
    return { nearby: new Set(rows.map((row) => row.id)), distances };
  }
}
