import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import {
  DUMP_FORMAT,
  DUMP_VERSION,
  MIGRATIONS_TABLE,
  qualified,
  quoteIdent,
  type DumpHeader,
  type DumpTable,
} from './dump-file';

const BATCH = 1000;

/** Writes every table of the database at `url` to `file`, all read from one snapshot so the dump is consistent. */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  const client = new Client({ connectionString: url, application_name: 'kuza-backup' });
  await client.connect();
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(file, { mode: 0o600 }));
  try {
    // One REPEATABLE READ transaction: every table as of the same moment, while Kuza keeps writing.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await write(lines, 'H', await readHeader(client));
    for (const table of await listTables(client)) {
      await write(lines, 'T', table);
      await dumpRows(client, table, lines);
    }
    await client.query('COMMIT');
    lines.end();
    await written;
  } catch (error) {
    lines.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function readHeader(client: Client): Promise<DumpHeader> {
  const migrations = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
  const sequences = await client.query<{ schema: string; name: string; value: string | null }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS value FROM pg_sequences
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  return {
    format: DUMP_FORMAT,
    version: DUMP_VERSION,
    createdAt: new Date().toISOString(),
    migrations: migrations.rows.map((row) => row.name),
    // last_value is null for a sequence never used: restore leaves it at its start.
    sequences: sequences.rows.flatMap(({ schema, name, value }) =>
      value === null ? [] : [{ schema, name, value, called: true }],
    ),
  };
}

/** Ordinary and partitioned tables outside the system schemas; partitions are read through their parent. */
async function listTables(client: Client): Promise<DumpTable[]> {
  const tables = await client.query<{ oid: number; schema: string; name: string }>(
    `SELECT c.oid, n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
        AND NOT (n.nspname = 'public' AND c.relname = $1)
      ORDER BY 2, 3`,
    [MIGRATIONS_TABLE],
  );
  const result: DumpTable[] = [];
  for (const { oid, schema, name } of tables.rows) {
    // Generated columns are computed again on insert and cannot be written.
    const columns = await client.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [oid],
    );
    result.push({ schema, name, columns: columns.rows.map((column) => column.name) });
  }
  return result;
}

async function dumpRows(client: Client, table: DumpTable, lines: PassThrough): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `DECLARE dump_rows NO SCROLL CURSOR FOR
       SELECT to_json(t)::text AS line FROM (SELECT ${columns} FROM ${qualified(table.schema, table.name)}) t`,
  );
  for (;;) {
    const { rows } = await client.query<{ line: string }>(`FETCH ${BATCH} FROM dump_rows`);
    for (const { line } of rows) {
      // A json (not jsonb) column keeps its text as given, line breaks included: one row must stay one line.
      await writeLine(lines, `R${line.includes('\n') ? JSON.stringify(JSON.parse(line)) : line}\n`);
    }
    if (rows.length < BATCH) break;
  }
  await client.query('CLOSE dump_rows');
}

function write(lines: PassThrough, tag: 'H' | 'T', value: DumpHeader | DumpTable): Promise<void> {
  return writeLine(lines, `${tag}${JSON.stringify(value)}\n`);
}

async function writeLine(lines: PassThrough, line: string): Promise<void> {
  if (!lines.write(line)) await once(lines, 'drain');
}
