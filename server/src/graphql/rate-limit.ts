import type { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../db/sql';
import { RateLimitedError } from './errors';

export interface BucketRule {
  /** Most requests allowed at once. */
  burst: number;
  /** Requests allowed per `perSeconds`, refilled continuously. */
  refill: number;
  perSeconds: number;
}

// Spec issue: sign-in and refresh 150 per 5 minutes with a burst of 30; sign-up and reset requests 30 per 5 minutes.
export const AUTH_RATE_LIMITS = {
  signIn: { burst: 30, refill: 150, perSeconds: 300 },
  refresh: { burst: 30, refill: 150, perSeconds: 300 },
  signUp: { burst: 30, refill: 30, perSeconds: 300 },
  passwordReset: { burst: 30, refill: 30, perSeconds: 300 },
  // Issue 33: one confirmation e-mail a minute per account; password checks in Settings → Account like sign-in.
  confirmationResend: { burst: 1, refill: 1, perSeconds: 60 },
  accountPasswordCheck: { burst: 30, refill: 150, perSeconds: 300 },
} satisfies Record<string, BucketRule>;

/**
 * Token buckets in PostgreSQL: one upsert per request takes a token atomically (the row lock serialises
 * concurrent requests), so the count is exact across instances and survives restarts.
 */
export class RateLimiter {
  constructor(private readonly db: DataSource) {}

  async take(key: string, rule: BucketRule): Promise<void> {
    const rate = rule.refill / rule.perSeconds;
    const rows = await sqlRows<{ tokens: number }>(
      this.db,
      `INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at) VALUES ($1, $2::float8 - 1, clock_timestamp())
       ON CONFLICT (key) DO UPDATE
         SET tokens = LEAST($2::float8, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.updated_at) * $3::float8) - 1,
             updated_at = clock_timestamp()
         WHERE LEAST($2::float8, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.updated_at) * $3::float8) >= 1
       RETURNING tokens`,
      [key, rule.burst, rate],
    );
    if (rows.length > 0) return;
    const bucket = await sqlRow<{ tokens: number }>(
      this.db,
      `SELECT LEAST($2::float8, tokens + EXTRACT(EPOCH FROM clock_timestamp() - updated_at) * $3::float8) AS tokens
       FROM rate_limit_buckets WHERE key = $1`,
      [key, rule.burst, rate],
    );
    const missing = 1 - (bucket?.tokens ?? 0);
    throw new RateLimitedError(Math.max(1, Math.ceil(missing / rate)));
  }
}
