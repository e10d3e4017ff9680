// The one HTTP path both provider clients take: bearer key, JSON in and out, a deadline on every call
// (AbortSignal.timeout), and every failure turned into a GatewayError that carries no key and no response body.
import type { Logger } from '../../../logger';
import { GatewayError } from './errors';

export type Json = string | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface HttpOptions {
  provider: string;
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  logger: Logger;
  fetch: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, string>;
  /** A JSON body, already serialized (see `stringifyJson`, which writes exact decimals). */
  body?: string;
  /** Whether a refusal means "no such charge or transfer" (providers use 400 or 404 for it). */
  isNotFound?: (status: number, providerMessage: string | undefined) => boolean;
}

/** A decimal written into JSON as a number token, exactly as given (Flutterwave takes major-unit amounts). */
export class JsonDecimal {
  constructor(readonly text: string) {
    if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`not a decimal: ${text}`);
  }
  toJSON(): string {
    return `${DECIMAL_MARK}${this.text}${DECIMAL_MARK}`;
  }
}
const DECIMAL_MARK = '\u{1F4B0}kuza-decimal\u{1F4B0}';
const DECIMAL_TOKEN = new RegExp(`"${DECIMAL_MARK}(\\d+(?:\\.\\d+)?)${DECIMAL_MARK}"`, 'gu');

export function stringifyJson(value: unknown): string {
  return JSON.stringify(value).replace(DECIMAL_TOKEN, '$1');
}

/**
 * JSON.parse, except that every number arrives as its exact source text ("1200.50", "285959875"): amounts convert to
 * minor units without a float ever holding them, and large ids keep every digit.
 */
export function parseJson(text: string): Json {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && context?.source !== undefined ? context.source : value,
  ) as Json;
}

export function createHttp(options: HttpOptions) {
  const { provider, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  return async function request(method: 'GET' | 'POST', path: string, req: RequestOptions = {}): Promise<JsonObject> {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(req.query ?? {})) url.searchParams.set(name, value);
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await options.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: req.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // Compared by name: an abort's DOMException need not be an instance of this realm's Error.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const failure = new GatewayError(
        provider,
        'UNAVAILABLE',
        timedOut ? `${what} timed out after ${options.timeoutMs} ms` : `${what} failed: network error`,
        { cause: error },
      );
      logger.warn({ provider, call: what, err: failure.message }, 'payment gateway unreachable');
      throw failure;
    }

    let body: Json | undefined;
    try {
      body = parseJson(text);
    } catch {
      body = undefined;
    }
    const providerMessage = messageOf(body);

    if (!response.ok) {
      const status = response.status;
      const kind =
        req.isNotFound?.(status, providerMessage) || status === 404
          ? 'NOT_FOUND'
          : status === 401 || status === 403
            ? 'UNAUTHORIZED'
            : status === 429 || status >= 500
              ? 'UNAVAILABLE'
              : 'REJECTED';
      const failure = new GatewayError(provider, kind, `${what} answered HTTP ${status}`, { status, providerMessage });
      // NOT_FOUND is an ordinary answer (a checkout nobody has opened yet); the rest deserve an operator's eye.
      if (kind !== 'NOT_FOUND') {
        logger.warn({ provider, call: what, status, providerMessage }, 'payment gateway refused a call');
      }
      throw failure;
    }
    if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
      const failure = new GatewayError(provider, 'MALFORMED', `${what} answered HTTP ${response.status} without JSON`, {
        status: response.status,
      });
      logger.warn({ provider, call: what, status: response.status }, 'payment gateway answered malformed JSON');
      throw failure;
    }
    return body;
  };
}

export type HttpRequest = ReturnType<typeof createHttp>;

function messageOf(body: Json | undefined): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const message = body.message;
  return typeof message === 'string' ? message.slice(0, 200) : undefined;
}

// Reading fields of a parsed answer: a missing or mistyped field is a MALFORMED answer, named by its path.
export function field(provider: string, value: Json | undefined, path: string): Json {
  let current: Json | undefined = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) {
      current = undefined;
      break;
    }
    current = current[key];
  }
  if (current === undefined) throw new GatewayError(provider, 'MALFORMED', `answer lacks ${path}`);
  return current;
}

export function stringField(provider: string, value: Json | undefined, path: string): string {
  const found = field(provider, value, path);
  if (typeof found !== 'string') throw new GatewayError(provider, 'MALFORMED', `answer's ${path} is not a value`);
  return found;
}

export function optionalString(value: Json | undefined, path: string): string | null {
  try {
    const found = field('', value, path);
    return typeof found === 'string' ? found : null;
  } catch {
    return null;
  }
}
