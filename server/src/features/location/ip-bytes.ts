/** An address as `net.isIP` accepts it, as its 4 (IPv4) or 16 (IPv6) bytes, most significant first. */
export function ipBytes(address: string): Uint8Array {
  if (!address.includes(':')) return Uint8Array.from(address.split('.', 4), Number);
  // A zone (`fe80::1%eth0`) says nothing about the address; an IPv4 tail (`::ffff:1.2.3.4`) is its last two groups.
  const text = address
    .replace(/%.*$/, '')
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
      [+a * 256 + +b, +c * 256 + +d].map((group) => group.toString(16)).join(':'),
    );
  const [head, tail] = text.split('::', 2);
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const bytes = new Uint8Array(16);
  const write = (values: number[], at: number) =>
    values.forEach((value, i) => {
      bytes[at + i * 2] = value >> 8;
      bytes[at + i * 2 + 1] = value & 0xff;
    });
  write(groups(head), 0);
  const tailGroups = groups(tail);
  write(tailGroups, 16 - tailGroups.length * 2);
  return bytes;
}
