import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

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
