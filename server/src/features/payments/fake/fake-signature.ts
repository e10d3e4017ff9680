import { createHmac, timingSafeEqual } from 'node:crypto';

// The fake gateway signs as Paystack does: the hex HMAC-SHA512 of the raw request body, in `x-paystack-signature`.
export const FAKE_SIGNATURE_HEADER = 'x-paystack-signature';

export const signBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha512', secret).update(body).digest('hex');

/** Whether `signature` is the body's, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, signature: string | string[] | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
