// What a provider client throws. The message names the provider, the operation and the HTTP status, never the secret
// key or the provider's response body: callers may log it; the GraphQL layer masks it from clients.

export type GatewayErrorKind =
  /** Network failure, timeout, HTTP 5xx or 429: try again later (the job queue retries). */
  | 'UNAVAILABLE'
  /** HTTP 401/403: the key is wrong or lacks a permission. An operator must fix the configuration. */
  | 'UNAUTHORIZED'
  /** HTTP 4xx: the provider refused this request as made. Retrying the same request will not help. */
  | 'REJECTED'
  /** The provider knows no charge or transfer with this reference (yet). */
  | 'NOT_FOUND'
  /** This provider does not offer what was asked (crypto payouts, a currency, a mobile money operator). */
  | 'UNSUPPORTED'
  /** The provider answered something that is not the documented shape. */
  | 'MALFORMED';

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  /** True when the same call may succeed later. */
  readonly retryable: boolean;

  constructor(
    readonly provider: string,
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: {
      status?: number;
      /** The provider's own short explanation (e.g. "Recipient specified is invalid"), for operators' logs only. */
      providerMessage?: string;
      cause?: unknown;
    } = {},
  ) {
    super(`${provider}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.retryable = kind === 'UNAVAILABLE';
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get providerMessage(): string | undefined {
    return this.details.providerMessage;
  }
}
