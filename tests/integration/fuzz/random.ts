// A small seeded generator (mulberry32): the same seed gives the same requests on every run and machine, so a
// failure found once is found again.

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** A string of `length` characters from `alphabet`. */
  text(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(alphabet.length)];
    return out;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.int(256);
    return out;
  }
}

/** Strings that have broken parsers, validators and SQL before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '\u0000',
  'nul\u0000inside',
  '\uffff',
  '\ud800',
  '😀🇪🇹',
  'ሰላም',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%%%',
  '\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '11111111-2222-3333-4444-555555555555',
  'not-a-uuid',
  '2026-02-30T25:61:00Z',
  '1e309',
  'NaN',
  'Infinity',
  'user@example.com',
  '@',
  '#hashtag',
  'ZmFrZS1jdXJzb3I=',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
] as const;

export const NASTY_NUMBERS = [
  0,
  -1,
  1,
  2,
  100,
  101,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  3.5,
  -0.0001,
  1e308,
] as const;
