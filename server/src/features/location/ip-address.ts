import { BlockList, isIP } from 'node:net';

// Addresses that name no place: loopback, private networks, carrier-grade NAT, link-local, documentation,
// benchmarking, multicast and reserved ranges (IANA special-purpose registries).
const NOT_ROUTED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_ROUTED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  NOT_ROUTED.addSubnet(network, prefix, 'ipv6');
}

export type IpAddress =
  { kind: 'public'; address: string; family: 'ipv4' | 'ipv6' } | { kind: 'private' } | { kind: 'unknown' };

/** Classifies the caller's address as Express reports it (IPv4 may come mapped into IPv6: `::ffff:1.2.3.4`). */
export function classifyIp(raw: string | null | undefined): IpAddress {
  const address = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(address);
  if (version === 0) return { kind: 'unknown' };
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (NOT_ROUTED.check(address, family)) return { kind: 'private' };
  return { kind: 'public', address, family };
}
