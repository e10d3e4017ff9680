import { type PageLimits, PagedFile } from './paged-file';

// MaxMind DB format 2.0 (https://maxmind.github.io/MaxMind-DB/), read in place: a binary search tree over the address
// bits whose leaves point into a data section, and a metadata map after a marker near the end of the file.
// The decoder gives the same values as mmdb-lib's (numbers, bigints for 64/128-bit ints, Buffers for bytes).

const METADATA_MARKER = Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'); // \xAB\xCD\xEF + "MaxMind.com"
const METADATA_MAX_SIZE = 128 * 1024;
const DATA_SECTION_SEPARATOR_SIZE = 16;
const POINTER_BASE = [0, 2048, 526336, 0];

const enum Type {
  Extended = 0,
  Pointer = 1,
  Utf8String = 2,
  Double = 3,
  Bytes = 4,
  Uint16 = 5,
  Uint32 = 6,
  Map = 7,
  Int32 = 8,
  Uint64 = 9,
  Uint128 = 10,
  Array = 11,
  Boolean = 14,
  Float = 15,
}

interface Decoded {
  value: unknown;
  /** Where the next field starts. */
  next: number;
}

interface Tree {
  nodeCount: number;
  recordSize: 24 | 28 | 32;
  nodeBytes: number;
  /** Where the data section's pointers count from: just after the tree and its 16-byte separator. */
  dataStart: number;
  ipVersion: number;
}

export class MmdbFile {
  private readonly file: PagedFile;
  private readonly tree: Tree;
  private readonly ipv4Root: number;

  constructor(path: string, limits?: PageLimits) {
    this.file = new PagedFile(path, limits);
    try {
      this.tree = this.readMetadata();
      this.ipv4Root = this.findIpv4Root();
    } catch (error) {
      this.file.close();
      throw error;
    }
  }

  /** Bytes the file's page cache holds now. */
  get cachedBytes(): number {
    return this.file.cachedBytes;
  }

  /** The record for an address of 4 (IPv4) or 16 (IPv6) bytes, or null when the database has none. */
  get(address: Uint8Array): unknown {
    const { nodeCount, nodeBytes, dataStart } = this.tree;
    const bits = address.length * 8;
    let node = address.length === 4 ? this.ipv4Root : 0;
    for (let depth = 0; depth < bits && node < nodeCount; depth++) {
      const bit = (address[depth >> 3] >> (7 - (depth & 7))) & 1;
      node = this.child(node * nodeBytes, bit);
    }
    // node === nodeCount means "no data"; above it, a pointer into the data section.
    if (node <= nodeCount) return null;
    return this.decode(node - nodeCount - DATA_SECTION_SEPARATOR_SIZE + dataStart, dataStart).value;
  }

  close(): void {
    this.file.close();
  }

  private readMetadata(): Tree {
    const tailStart = Math.max(0, this.file.size - METADATA_MAX_SIZE);
    const tail = Buffer.from(this.file.read(tailStart, this.file.size - tailStart));
    const marker = tail.lastIndexOf(METADATA_MARKER);
    if (marker < 0) throw new Error('mmdb: no metadata marker, not a MaxMind DB file');
    const start = tailStart + marker + METADATA_MARKER.length;
    const metadata = this.decode(start, start).value as Record<string, unknown>;
    const nodeCount = metadata.node_count;
    const recordSize = metadata.record_size;
    const ipVersion = metadata.ip_version;
    if (typeof nodeCount !== 'number' || typeof ipVersion !== 'number') throw new Error('mmdb: metadata incomplete');
    if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
      throw new Error(`mmdb: unsupported record size ${String(recordSize)}`);
    }
    const nodeBytes = recordSize / 4;
    return {
      nodeCount,
      recordSize,
      nodeBytes,
      dataStart: nodeCount * nodeBytes + DATA_SECTION_SEPARATOR_SIZE,
      ipVersion,
    };
  }

  // IPv4 addresses in an IPv6 tree live under ::/96, 96 left turns from the root.
  private findIpv4Root(): number {
    if (this.tree.ipVersion === 4) return 0;
    let node = 0;
    for (let i = 0; i < 96 && node < this.tree.nodeCount; i++) node = this.child(node * this.tree.nodeBytes, 0);
    return node;
  }

  private child(offset: number, bit: number): number {
    const n = this.file.read(offset, this.tree.nodeBytes);
    switch (this.tree.recordSize) {
      case 24:
        return n.readUIntBE(bit * 3, 3);
      case 28:
        return bit ? ((n[3] & 0x0f) << 24) | n.readUIntBE(4, 3) : ((n[3] & 0xf0) << 20) | n.readUIntBE(0, 3);
      case 32:
        return n.readUInt32BE(bit * 4);
    }
  }

  /** The field at `offset`; pointers count from `base`. */
  private decode(offset: number, base: number): Decoded {
    const control = this.byte(offset++);
    let type = control >> 5;
    if (type === Type.Pointer) {
      const size = (control >> 3) & 3;
      const bytes = this.file.read(offset, size + 1);
      const target =
        size === 3 ? bytes.readUInt32BE(0) : (control & 7) * 2 ** (8 * (size + 1)) + bytes.readUIntBE(0, size + 1);
      return { value: this.decode(base + POINTER_BASE[size] + target, base).value, next: offset + size + 1 };
    }
    if (type === Type.Extended) {
      type = this.byte(offset++) + 7;
      if (type < 8) throw new Error(`mmdb: invalid extended type at ${offset - 1}`);
    }
    let size = control & 0x1f;
    if (size >= 29) {
      const extra = size - 28; // 1, 2 or 3 more bytes of size
      size = [0, 29, 285, 65821][extra] + this.file.read(offset, extra).readUIntBE(0, extra);
      offset += extra;
    }
    return this.decodeValue(type, size, offset, base);
  }

  private decodeValue(type: number, size: number, offset: number, base: number): Decoded {
    const next = offset + size;
    switch (type) {
      case Type.Utf8String:
        return { value: this.file.read(offset, size).toString('utf8'), next };
      case Type.Double:
        return { value: this.file.read(offset, 8).readDoubleBE(0), next };
      case Type.Float:
        return { value: this.file.read(offset, 4).readFloatBE(0), next };
      case Type.Bytes:
        return { value: Buffer.from(this.file.read(offset, size)), next };
      case Type.Uint16:
      case Type.Uint32:
        if (size > 4) throw new Error(`mmdb: invalid size for unsigned integer: ${size}`);
        return { value: this.uint(offset, size), next };
      case Type.Int32:
        return { value: size < 4 ? this.uint(offset, size) : this.file.read(offset, 4).readInt32BE(0), next };
      case Type.Uint64:
      case Type.Uint128: {
        if (size > 16) throw new Error(`mmdb: invalid size for big unsigned integer: ${size}`);
        let value = 0n;
        for (const byte of this.file.read(offset, size)) value = (value << 8n) | BigInt(byte);
        return { value, next };
      }
      case Type.Boolean:
        return { value: size !== 0, next: offset };
      case Type.Map: {
        const map: Record<string, unknown> = {};
        for (let i = 0; i < size; i++) {
          const key = this.decode(offset, base);
          const value = this.decode(key.next, base);
          map[String(key.value)] = value.value;
          offset = value.next;
        }
        return { value: map, next: offset };
      }
      case Type.Array: {
        const array: unknown[] = [];
        for (let i = 0; i < size; i++) {
          const item = this.decode(offset, base);
          array.push(item.value);
          offset = item.next;
        }
        return { value: array, next: offset };
      }
    }
    throw new Error(`mmdb: unknown type ${type} at ${offset}`);
  }

  private uint(offset: number, size: number): number {
    return size === 0 ? 0 : this.file.read(offset, size).readUIntBE(0, size);
  }

  private byte(offset: number): number {
    const bytes = this.file.read(offset, 1);
    if (bytes.length === 0) throw new Error(`mmdb: read past the end of the file at ${offset}`);
    return bytes[0];
  }
}
