// What both provider clients share: options, webhook header reading and comparison, and mobile money operators.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';
import { createLogger, type Logger } from '../../../logger';
import type { WebhookRequest } from '../gateway';
import { GatewayError } from './errors';

export interface ProviderOptions {
  /** Defaults to a logger at the configured level. The secret key is never logged. */
  logger?: Logger;
  /** Deadline of each call to the provider; 15 seconds by default. */
  timeoutMs?: number;
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export function resolveOptions(config: Pick<Config, 'logLevel'>, options: ProviderOptions) {
  return {
    logger: options.logger ?? createLogger(config),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
}

/** One header's value, whatever the case of its name; a header sent twice counts as absent (ambiguous). */
export function headerValue(headers: WebhookRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}

/** Equality in constant time for strings of any length (both sides hashed to the same length first). */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}

export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export type Operator = 'MPESA' | 'MTN' | 'AIRTEL' | 'TIGO' | 'VODAFONE' | 'ORANGE';

// The names a payout method may give its mobile money operator, compared lowercase without spaces or punctuation.
const OPERATOR_NAMES: Record<string, Operator> = {
  mpesa: 'MPESA',
  safaricom: 'MPESA',
  mps: 'MPESA',
  mtn: 'MTN',
  mtnmomo: 'MTN',
  mtnmobilemoney: 'MTN',
  airtel: 'AIRTEL',
  airtelmoney: 'AIRTEL',
  // Ghana's AirtelTigo is one operator; Tanzania's Tigo is another (its currency tells them apart).
  airteltigo: 'TIGO',
  atl: 'TIGO',
  tigo: 'TIGO',
  tigopesa: 'TIGO',
  vodafone: 'VODAFONE',
  vodafonecash: 'VODAFONE',
  vod: 'VODAFONE',
  telecel: 'VODAFONE',
  telecelcash: 'VODAFONE',
  orange: 'ORANGE',
  orangemoney: 'ORANGE',
};

/** The operator's code at this provider for this currency, or an UNSUPPORTED error naming what was asked. */
export function operatorCode(
  provider: string,
  codes: Partial<Record<string, Partial<Record<Operator, string>>>>,
  name: string,
  currency: string,
): string {
  const operator = OPERATOR_NAMES[name.toLowerCase().replace(/[^a-z0-9]/g, '')];
  const code = operator === undefined ? undefined : codes[currency]?.[operator];
  if (code === undefined) {
    throw new GatewayError(provider, 'UNSUPPORTED', `mobile money operator "${name}" is not offered in ${currency}`);
  }
  return code;
}

/** "+254712345678" → "254712345678"; refuses anything that is not E.164. */
export function e164Digits(provider: string, phoneNumber: string): string {
  const match = /^\+([1-9]\d{6,14})$/.exec(phoneNumber.replace(/[\s-]/g, ''));
  if (!match) throw new GatewayError(provider, 'REJECTED', 'the mobile money number is not in E.164 form');
  return match[1];
}
