import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import {
  BackupError,
  DUMP_FORMAT,
  MIGRATIONS_TABLE,
  qualified,
  quoteIdent,
  type DumpHeader,
  type DumpTable,
} from './dump-file';

const BATCH = 500;

/** Reads a dump line by line: its header first, then its tables, each with its rows in batches. */
export async function* readDump(file: string): AsyncGenerator<DumpHeader | { table: DumpTable; rows: string[] }> {
  const input = createReadStream(file);
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  try {
    yield* parseLines(file, lines);
  } catch (error) {
    // zlib's own words ("incorrect header check") do not tell an operator what is wrong.
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith('Z_')) throw new BackupError(`${file} is not a Kuza backup, or is damaged`);
    throw error;
  } finally {
    lines.close();
    input.destroy();
  }
}

async function* parseLines(
  file: string,
  lines: AsyncIterable<string>,
): AsyncGenerator<DumpHeader | { table: DumpTable; rows: string[] }> {
  let table: DumpTable | undefined;
  let rows: string[] = [];
  let first = true;
  for await (const line of lines) {
    const tag = line[0];
    if (first) {
      const header = tag === 'H' ? (JSON.parse(line.slice(1)) as DumpHeader) : undefined;
      if (header?.format !== DUMP_FORMAT) throw new BackupError(`${file} is not a Kuza backup`);
      yield header;
      first = false;
    } else if (tag === 'T') {
      if (table) yield { table, rows };
      table = JSON.parse(line.slice(1)) as DumpTable;
      rows = [];
    } else if (tag === 'R' && table) {
      rows.push(line.slice(1));
      if (rows.length === BATCH) {
        yield { table, rows };
        rows = [];
      }
    } else {
      throw new BackupError(`${file} is damaged (an unexpected line)`);
    }
  }
  if (first) throw new BackupError(`${file} is empty`);
  if (table) yield { table, rows };
}

/**
 * Loads the rows of a dump into a database whose schema the dump's migrations have just built, in one transaction.
 */
export async function loadRows(url: string, file: string): Promise<void> {
  const client = new Client({ connectionString: url, application_name: 'kuza-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Tables come in name order, not in foreign-key order: constraints and triggers wait for the whole load.
    await client.query('SET LOCAL session_replication_role = replica');
    await emptyTables(client);
    let header: DumpHeader | undefined;
    for await (const part of readDump(file)) {
      if (!('table' in part)) {
        header = part;
        continue;
      }
      if (part.rows.length > 0) await insertRows(client, part.table, part.rows);
    }
    for (const sequence of header?.sequences ?? []) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.schema, sequence.name),
        sequence.value,
        sequence.called,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Rows the migrations inserted (defaults) make way for the dump's. */
async function emptyTables(client: Client): Promise<void> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND NOT (schemaname = 'public' AND tablename = $1)`,
    [MIGRATIONS_TABLE],
  );
  if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((row) => qualified(row.schema, row.name)).join(', ')}`);
}

async function insertRows(client: Client, table: DumpTable, rows: string[]): Promise<void> {
  const name = qualified(table.schema, table.name);
  const columns = table.columns.map(quoteIdent).join(', ');
  // json_populate_recordset turns each JSON value back into its column's type, as to_json wrote it.
  await client.query(
    `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}
