// Small helpers for the raw SQL of the features (rows of any statement: db/sql.ts sqlRows).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and would make PostgreSQL raise an error). */
export const isUuid = (value: string) => UUID.test(value);

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure

/** Runs a transaction again when PostgreSQL aborted it to resolve a deadlock (a safety net: locks are taken in order). */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code =
        (error as { driverError?: { code?: string }; code?: string }).driverError?.code ??
        (error as { code?: string }).code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** A row's created_at in whole microseconds since 1970 (a bigint; exact, unlike a Date): the keyset of cursors. */
export const createdMicros = (alias: string) => `(extract(epoch FROM ${alias}.created_at) * 1000000)::bigint`;

/** A timestamptz from a bigint parameter of microseconds since 1970, exactly (no float rounding). */
export const microsToTimestamp = (param: string) =>
  `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;
