import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../../db/sql';
import { AppError } from '../../graphql/errors';

/** A stored first answer, replayed as it was. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

// A key is the caller's own string: printable ASCII without spaces, as header values allow.
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const RETENTION = `interval '24 hours'`;

/** The hash that says whether a retry is the same request: method, path and body (a file by its own hash). */
export function requestHash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function checkIdempotencyKey(key: string): string {
  if (!KEY_FORMAT.test(key)) {
    throw new AppError('BAD_REQUEST', 'restApi.idempotencyKeyInvalid', { field: 'Idempotency-Key' });
  }
  return key;
}

/**
 * Idempotency keys in PostgreSQL (per caller, 24 hours): `claim` either reserves the key for this request, or
 * returns the first answer to replay; the same key with another body is a 409, and so is a retry while the first
 * request still runs. `finish` stores the answer; `release` frees the key after a failure worth retrying.
 */
export class IdempotencyStore {
  constructor(private readonly db: DataSource) {}

  async claim(userId: string, key: string, hash: string): Promise<StoredAnswer | null> {
    const claimed = await sqlRows<{ claimed: boolean }>(
      this.db,
      `INSERT INTO rest_idempotency_keys AS k (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, idempotency_key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_headers = '{}',
             response_body = NULL, created_at = now()
         WHERE k.created_at < now() - ${RETENTION}
       RETURNING true AS claimed`,
      [userId, key, hash],
    );
    if (claimed.length > 0) return null;
    const row = await sqlRow<{
      request_hash: string;
      response_status: number | null;
      response_headers: Record<string, string>;
      response_body: string | null;
    }>(
      this.db,
      `SELECT request_hash, response_status, response_headers, response_body
       FROM rest_idempotency_keys WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key],
    );
    // Released meanwhile (the first request failed): this one may run.
    if (!row) return this.claim(userId, key, hash);
    if (row.request_hash !== hash) throw new AppError('CONFLICT', 'restApi.idempotencyKeyReused');
    if (row.response_status === null) throw new AppError('CONFLICT', 'restApi.idempotencyKeyInProgress');
    return { status: row.response_status, headers: row.response_headers, body: row.response_body };
  }

  async finish(userId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db.query(
      `UPDATE rest_idempotency_keys SET response_status = $3, response_headers = $4, response_body = $5
       WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key, answer.status, JSON.stringify(answer.headers), answer.body],
    );
    // Keys past their 24 hours go as their owner makes new ones (the primary key's prefix finds them).
    await this.db.query(`DELETE FROM rest_idempotency_keys WHERE user_id = $1 AND created_at < now() - ${RETENTION}`, [
      userId,
    ]);
  }

  async release(userId: string, key: string): Promise<void> {
    await this.db.query(
      `DELETE FROM rest_idempotency_keys WHERE user_id = $1 AND idempotency_key = $2 AND response_status IS NULL`,
      [userId, key],
    );
  }
}
