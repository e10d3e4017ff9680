import type { Context } from '../../graphql/context';
import { badInput, unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { loadGazetteer } from './gazetteer';
import { isLatitude, isLongitude } from './geo-math';
import { classifyIp } from './ip-address';
import { locateIp } from './ip-locator';
import { LOCATION_MESSAGES as M } from './location.errors';
import {
  type BrowserLocationInput,
  type DetectedLocation,
  type DetectLocationResult,
  LocationSource,
  type SavedLocation,
} from './location.types';
import { countryName, placeAt } from './place-resolver';

const failure = (error: string): DetectLocationResult => ({ success: false, location: null, error });
const found = (location: DetectedLocation): DetectLocationResult => ({ success: true, location, error: null });

/** Detects where the caller is, offline, and keeps it on their profile at city level. */
export class LocationService {
  constructor(private readonly deps: Deps) {}

  async detect(ctx: Context, browserLocation: BrowserLocationInput | null | undefined): Promise<DetectLocationResult> {
    if (!ctx.viewer) throw unauthenticated();
    const result = browserLocation ? await this.fromCoordinates(browserLocation) : await this.fromIp(ctx.request.ip);
    if (result.location) await this.remember(ctx.viewer.id, result.location);
    else this.deps.logger.debug({ userId: ctx.viewer.id, reason: result.error }, 'Location not detected');
    return result;
  }

  /** The caller's last detected location, or null before the first detection. */
  async current(ctx: Context): Promise<SavedLocation | null> {
    if (!ctx.viewer) throw unauthenticated();
    const [row]: Array<{
      country: string | null;
      country_code: string | null;
      city: string | null;
      location_updated_at: Date | null;
    }> = await this.deps.db.query(
      `SELECT country, country_code, city, location_updated_at FROM profiles WHERE id = $1`,
      [ctx.viewer.id],
    );
    if (!row?.country || !row.country_code || !row.location_updated_at) return null;
    return { country: row.country, countryCode: row.country_code, city: row.city, updatedAt: row.location_updated_at };
  }

  /** Where an IP address is at city level ("Addis Ababa, Ethiopia"), offline; null for private or unknown ones. */
  async placeOfIp(rawIp: string | null): Promise<{ city: string | null; country: string; countryCode: string } | null> {
    if (!rawIp) return null;
    const result = await this.fromIp(rawIp);
    if (!result.location) return null;
    const { city, country, countryCode } = result.location;
    return { city, country, countryCode };
  }

  private async fromCoordinates({ latitude, longitude }: BrowserLocationInput): Promise<DetectLocationResult> {
    if (!isLatitude(latitude)) throw badInput('browserLocation.latitude', 'location.latitudeRange');
    if (!isLongitude(longitude)) throw badInput('browserLocation.longitude', 'location.longitudeRange');
    const place = await placeAt(latitude, longitude);
    if (!place) return failure(M.openSea);
    return found({ ...place, latitude, longitude, source: LocationSource.BROWSER });
  }

  private async fromIp(rawIp: string): Promise<DetectLocationResult> {
    const ip = classifyIp(rawIp);
    if (ip.kind === 'private') return failure(M.privateIp);
    if (ip.kind === 'unknown') return failure(M.unknownIp);
    const record = await locateIp(ip);
    if (!record) return failure(M.ipNotFound);
    // The gazetteer names the city, as for browser coordinates, so both sources group under the same city names.
    const city = (await loadGazetteer()).cityAt(record.latitude, record.longitude, record.countryCode);
    return found({
      country: (await countryName(record.countryCode)) ?? record.countryCode,
      countryCode: record.countryCode,
      city: city?.name ?? record.city,
      latitude: record.latitude,
      longitude: record.longitude,
      source: LocationSource.IP,
    });
  }

  // City level only: the coordinates are never written anywhere.
  private async remember(userId: string, location: DetectedLocation): Promise<void> {
    await this.deps.db.query(
      `UPDATE profiles SET country = $2, country_code = $3, city = $4, location_updated_at = now() WHERE id = $1`,
      [userId, location.country, location.countryCode, location.city],
    );
  }
}
