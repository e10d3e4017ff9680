import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// The SSRF guard of outgoing webhooks: no private, loopback, link-local (cloud metadata), unspecified or otherwise
// reserved address, checked on the address actually connected to (after DNS resolution), never on the name alone.
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is one webhooks must never reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // IPv4-mapped (::ffff:10.0.0.1) is the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return refused.check(mapped[1], 'ipv4');
    return refused.check(address, 'ipv6');
  }
  return refused.check(address, 'ipv4');
}

/** Resolves a host name to its addresses (replaceable in tests: a name that resolves to 10.x). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refused: ${address} is a private, loopback or link-local address`);
  }
}

/** The address to connect to for `hostname`: every address it resolves to must be public (unless allowed). */
export async function checkedAddress(hostname: string, resolve: Resolver, allowPrivate: boolean): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await resolve(bare);
  if (addresses.length === 0) throw new Error(`${hostname} does not resolve`);
  if (!allowPrivate) {
    const bad = addresses.find(isPrivateAddress);
    if (bad) throw new PrivateAddressError(bad);
  }
  return addresses[0];
}
