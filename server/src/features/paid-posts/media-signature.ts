import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media URL of a locked post works: a 10-minute window, then up to 10 more (stable URLs). */
const WINDOW_MS = 10 * 60_000;

const signatureOf = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`paid-media:${key}:${expires}`).digest('base64url');

/** `<expires>.<signature>` for a media key: what `?access=` carries. */
export function signMediaKey(secret: string, key: string, now: Date): string {
  const expires = (Math.floor(now.getTime() / WINDOW_MS) + 2) * WINDOW_MS;
  return `${expires}.${signatureOf(secret, key, expires)}`;
}

/** The `access` parameter is a signature of this key that has not expired. */
export function mediaSignatureValid(secret: string, key: string, access: unknown, now: Date): boolean {
  if (typeof access !== 'string') return false;
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(access);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, key, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
