import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_VISIBLE_PREFIX_LENGTH,
  API_KEY_VISIBLE_SUFFIX_LENGTH,
  BASE62_ALPHABET,
  apiKeyChecksum,
} from '@kuza/common';

export interface NewApiKeySecret {
  secret: string;
  hash: string;
  prefix: string;
  lastFour: string;
}

/** Uniformly random base62 characters: bytes of 248 and above are dropped, so no character is favoured. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62_ALPHABET[byte % 62];
    }
  }
  return out;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new key (`kuza_live_` + 32 random base62 characters + 6 checksum characters) and what may be stored of it. */
export function newApiKeySecret(): NewApiKeySecret {
  const random = randomBase62(API_KEY_RANDOM_LENGTH);
  const secret = `${API_KEY_PREFIX}${random}${apiKeyChecksum(random)}`;
  return {
    secret,
    hash: hashApiKey(secret),
    prefix: secret.slice(0, API_KEY_VISIBLE_PREFIX_LENGTH),
    lastFour: secret.slice(-API_KEY_VISIBLE_SUFFIX_LENGTH),
  };
}
