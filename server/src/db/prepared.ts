import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { type DataSource, EntityManager } from 'typeorm';

// Hot read paths run as named prepared statements on TypeORM's own pg pool: PostgreSQL parses and plans each
// statement once per connection instead of on every request, and the rows skip TypeORM's query runner. The name is
// derived from the text, so one text is always one statement. Errors are pg's own (`code` on the error itself, not a
// TypeORM QueryFailedError with `driverError`); a statement here is its own transaction (no TypeORM transaction).
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

const poolOf = (db: DataSource): Pool => (db.driver as unknown as { master: Pool }).master;

export async function preparedRows<T extends QueryResultRow>(
  db: DataSource,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const result = await poolOf(db).query<T>({ name: nameOf(text), text, values });
  return result.rows;
}

const columnLists = new Map<string, string>();

/**
 * `alias.column AS "<prefix>property"` for every column of an entity, from TypeORM's metadata (so a column added
 * to the entity is read too); `entityFrom` turns such a row back into the entity, as TypeORM would hydrate it.
 */
export function entityColumns(db: DataSource, entity: new () => object, alias: string, prefix = ''): string {
  const key = `${entity.name}|${alias}|${prefix}`;
  let list = columnLists.get(key);
  if (!list) {
    list = db
      .getMetadata(entity)
      .columns.map((c) => `${alias}."${c.databaseName}" AS "${prefix}${c.propertyName}"`)
      .join(', ');
    columnLists.set(key, list);
  }
  return list;
}

export function entityFrom<T extends object>(
  db: DataSource,
  entity: new () => T,
  row: Record<string, unknown>,
  prefix = '',
): T {
  const instance = new entity();
  for (const c of db.getMetadata(entity).columns)
    (instance as Record<string, unknown>)[c.propertyName] = row[`${prefix}${c.propertyName}`];
  return instance;
}

type Runner = DataSource | EntityManager;

/**
 * `preparedRows` on a transaction's own connection when given its EntityManager (or on the pool for the DataSource
 * or a manager outside any transaction): the hot write paths (the tip a gateway confirms) run their statements
 * inside TypeORM transactions, planned once per connection. UPDATE/DELETE ... RETURNING answer their rows.
 */
export async function preparedIn<T>(runner: Runner, text: string, values: unknown[] = []): Promise<T[]> {
  const client = clientOf(runner);
  const query = { name: nameOf(text), text, values };
  const result = client
    ? await client.query(query)
    : await poolOf(runner instanceof EntityManager ? runner.connection : runner).query(query);
  return result.rows as T[];
}

/** The first row of `preparedIn`, or undefined. */
export async function preparedRow<T>(runner: Runner, text: string, values: unknown[] = []): Promise<T | undefined> {
  return (await preparedIn<T>(runner, text, values))[0];
}

/** The pg client of a manager's transaction; null outside a transaction (the pool serves the statement). */
function clientOf(runner: Runner): PoolClient | null {
  if (!(runner instanceof EntityManager)) return null;
  const queryRunner = runner.queryRunner as
    { isTransactionActive?: boolean; databaseConnection?: PoolClient } | undefined;
  return queryRunner?.isTransactionActive && queryRunner.databaseConnection ? queryRunner.databaseConnection : null;
}
