import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkedAddress, type Resolver } from './address-guard';

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one attempt came to: the receiver's status (or none), how long it took, and what it said. */
export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  succeeded: boolean;
}

export interface SendOptions {
  resolve: Resolver;
  allowPrivateAddresses: boolean;
  now: () => number;
}

/**
 * POSTs one webhook. The host is resolved and checked first and the connection goes to that checked address (no
 * second lookup a rebinding DNS could answer differently); redirects are never followed; 10 s at most in all.
 */
export async function sendWebhook(webhook: OutgoingWebhook, options: SendOptions): Promise<AttemptOutcome> {
  const started = options.now();
  const outcome = (fields: Partial<AttemptOutcome>): AttemptOutcome => ({
    statusCode: null,
    responseExcerpt: null,
    error: null,
    succeeded: false,
    ...fields,
    latencyMs: Math.max(0, Math.round(options.now() - started)),
  });
  try {
    const url = new URL(webhook.url);
    const address = await checkedAddress(url.hostname, options.resolve, options.allowPrivateAddresses);
    const { statusCode, excerpt, location } = await post(url, address, webhook);
    if (statusCode >= 300 && statusCode < 400) {
      return outcome({ statusCode, responseExcerpt: excerpt, error: `Redirect not followed (to ${location ?? '?'})` });
    }
    return outcome({ statusCode, responseExcerpt: excerpt, succeeded: statusCode >= 200 && statusCode < 300 });
  } catch (error) {
    return outcome({ error: error instanceof Error ? error.message : String(error) });
  }
}

function post(
  url: URL,
  address: string,
  webhook: OutgoingWebhook,
): Promise<{ statusCode: number; excerpt: string; location: string | undefined }> {
  const family = isIP(address);
  // The connection goes to the address that was checked, whatever the name resolves to now.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...webhook.headers, 'content-length': Buffer.byteLength(webhook.body).toString() },
        lookup,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            location: response.headers.location,
          });
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Enough read for the log: the rest of a large answer is not waited for.
          if (size >= EXCERPT_BYTES) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(webhook.body);
  });
}
