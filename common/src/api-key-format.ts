// The format of Kuza API keys, shared so the server, the client and secret scanners agree on it:
// `kuza_live_` + 32 random base62 characters (about 190 bits) + 6 base62 characters of CRC32(random part).
// The checksum lets a scanner tell a real leaked key from a look-alike without asking the server.
export const API_KEY_PREFIX = 'kuza_live_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_CHECKSUM_LENGTH = 6;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;
/** What a scanner should look for: the fixed prefix and 38 base62 characters. */
export const API_KEY_PATTERN = /^kuza_live_[0-9A-Za-z]{38}$/;
/** The server keeps this many leading characters of a key (`ApiKey.prefix`), enough for both masked forms. */
export const API_KEY_VISIBLE_PREFIX_LENGTH = 12;
export const API_KEY_VISIBLE_SUFFIX_LENGTH = 4;

export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as in zlib) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A non-negative integer in base62, left-padded with zeros to `width` characters. */
export function toBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  do {
    out = BASE62_ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}

/** The checksum characters that end a key with this random part. */
export function apiKeyChecksum(randomPart: string): string {
  return toBase62(crc32(randomPart), API_KEY_CHECKSUM_LENGTH);
}

/** True when a string has the key format and a matching checksum (it may still be unknown or deleted). */
export function isWellFormedApiKey(key: string): boolean {
  if (!API_KEY_PATTERN.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length);
  const random = body.slice(0, API_KEY_RANDOM_LENGTH);
  return body.slice(API_KEY_RANDOM_LENGTH) === apiKeyChecksum(random);
}

export interface MaskableApiKey {
  prefix: string;
  lastFour: string;
}

/** Spec §9, generate dialog and key list: the first 12 characters, 24 dots, the last 4. */
export function maskApiKeyForDialog(key: MaskableApiKey): string {
  return `${key.prefix.slice(0, 12)}${'•'.repeat(24)}${key.lastFour}`;
}

/** Spec §9, payment-gateway integration page: the first 8 characters, "...", the last 4. */
export function maskApiKeyForIntegration(key: MaskableApiKey): string {
  return `${key.prefix.slice(0, 8)}...${key.lastFour}`;
}
