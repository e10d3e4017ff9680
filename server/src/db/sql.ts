import type { DataSource, EntityManager } from 'typeorm';

type Runner = DataSource | EntityManager;

/**
 * The rows of any statement. Use this instead of `query()` for UPDATE/DELETE ... RETURNING:
 * TypeORM's `query()` answers those with `[rows, affectedCount]`, not with the rows.
 */
export async function sqlRows<T>(runner: Runner, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await runner.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

/** The first row of a statement, or undefined. */
export async function sqlRow<T>(runner: Runner, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await sqlRows<T>(runner, sql, params))[0];
}
