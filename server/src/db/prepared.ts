import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

// Hot read paths run as named prepared statements on TypeORM's own pg pool: PostgreSQL parses and plans each
// statement once per connection instead of on every request, and the rows skip TypeORM's query runner. The name is
// derived from the text, so one text is always one statement. Reads only: errors are pg's own (no QueryFailedError).
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

export async function preparedRows<T extends QueryResultRow>(db: DataSource, text: string, values: unknown[] = []): Promise<T[]> {
  const result = await poolOf(db).query<T>({ name: nameOf(text), text, values });
  return result.rows;
}

const columnLists = new WeakMap<object, string>();

/**
 * `alias.column AS "property"` for every column of an entity, from TypeORM's metadata (so a column added to the
 * entity is read too): raw rows then assign onto a new entity exactly as TypeORM would hydrate them.
 */
export function entityColumns(db: DataSource, entity: new () => object, alias: string): string {
  let list = columnLists.get(entity);
  if (!list) {
    list = db
      .getMetadata(entity)
      .columns.map((c) => `${alias}."${c.databaseName}" AS "${c.propertyName}"`)
      .join(', ');
    columnLists.set(entity, list);
  }
  return list;
}
