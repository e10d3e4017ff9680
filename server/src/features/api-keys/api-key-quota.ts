import type { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Viewer } from '../../graphql/context';
import { RateLimitedError } from '../../graphql/errors';

/** Where a key stands in its current hourly window. */
export interface QuotaState {
  /** Requests per hour; null is unlimited. */
  limit: number | null;
  remaining: number | null;
  resetAt: Date;
}

const WINDOW = `date_trunc('hour', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * Counts one request against the key's hourly window and returns the new state, or throws when the quota
 * is used up. A single upsert takes the row lock, so concurrent requests are counted exactly: with 50
 * left, exactly 50 of any number of simultaneous requests get through. Kept in PostgreSQL, it is shared by
 * every instance and survives restarts.
 */
export async function consumeQuota(db: DataSource, apiKeyId: string, limit: number | null): Promise<QuotaState> {
  const counted = await sqlRows<{ request_count: number; reset_at: Date }>(
    db,
    `INSERT INTO api_key_usage AS u (api_key_id, window_start, request_count) VALUES ($1, ${WINDOW}, 1)
     ON CONFLICT (api_key_id) DO UPDATE
       SET request_count = CASE WHEN u.window_start = EXCLUDED.window_start THEN u.request_count + 1 ELSE 1 END,
           window_start = EXCLUDED.window_start
       WHERE u.window_start <> EXCLUDED.window_start OR $2::int IS NULL OR u.request_count < $2::int
     RETURNING request_count, window_start + interval '1 hour' AS reset_at`,
    [apiKeyId, limit],
  );
  if (counted.length > 0) {
    const { request_count: count, reset_at: resetAt } = counted[0];
    return { limit, remaining: limit === null ? null : Math.max(0, limit - count), resetAt };
  }
  const window = await sqlRow<{ reset_at: Date; retry_after: number }>(
    db,
    `SELECT window_start + interval '1 hour' AS reset_at,
            CEIL(EXTRACT(EPOCH FROM window_start + interval '1 hour' - clock_timestamp()))::int AS retry_after
     FROM api_key_usage WHERE api_key_id = $1`,
    [apiKeyId],
  );
  // No row: the key was deleted meanwhile; the next request is refused as unknown anyway.
  const resetAt = window?.reset_at ?? new Date(Date.now() + 3_600_000);
  throw new ApiKeyQuotaExceededError({ limit, remaining: 0, resetAt }, Math.max(1, window?.retry_after ?? 3600));
}

/** X-RateLimit-* as sent on every response to a request made with a key (reset in Unix seconds). */
export function quotaHeaders(state: QuotaState): Array<[string, string]> {
  return [
    ['x-ratelimit-limit', state.limit === null ? 'unlimited' : String(state.limit)],
    ['x-ratelimit-remaining', state.remaining === null ? 'unlimited' : String(state.remaining)],
    ['x-ratelimit-reset', String(Math.ceil(state.resetAt.getTime() / 1000))],
  ];
}

/** HTTP 429 with Retry-After and the X-RateLimit-* headers, code RATE_LIMITED. */
export class ApiKeyQuotaExceededError extends RateLimitedError {
  constructor(state: QuotaState, retryAfterSeconds: number) {
    super(retryAfterSeconds, 'errors.quotaExceeded', { limit: String(state.limit), seconds: retryAfterSeconds });
    this.extensions.http = {
      status: 429,
      headers: new Map([['retry-after', String(retryAfterSeconds)], ...quotaHeaders(state)]),
    };
  }
}

// The quota of the request a viewer was resolved for, so the HTTP layer can add the headers. The viewer
// object lives exactly as long as its request.
const quotaByViewer = new WeakMap<Viewer, QuotaState>();

export function rememberQuota(viewer: Viewer, state: QuotaState): void {
  quotaByViewer.set(viewer, state);
}

export function quotaOf(viewer: Viewer | null): QuotaState | undefined {
  return viewer ? quotaByViewer.get(viewer) : undefined;
}
