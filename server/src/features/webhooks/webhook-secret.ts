import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Signing needs the secret itself, so it cannot be stored as a hash: it is kept AES-256-GCM encrypted with a key
// derived from the server's WEBHOOK_SECRET_KEY (config.ts), as `iv.tag.ciphertext` in base64url.

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const keyOf = (serverKey: string) => createHash('sha256').update(`kuza-webhook-secrets:${serverKey}`).digest();

export function encryptSecret(secret: string, serverKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverKey), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(stored: string, serverKey: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}
