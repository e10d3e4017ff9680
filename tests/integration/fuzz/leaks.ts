import { MESSAGES } from '@kuza/common';

// What an answer must never show a client (DESIGN: unexpected errors are masked): a stack, a path on the server, SQL,
// or the name of a table. A marker the request itself contained is only an echo of the caller's own text.

const ALWAYS = [
  { what: 'a stack trace', marker: '    at ' },
  { what: 'a stack trace', marker: '\\n    at ' },
  { what: 'an absolute path', marker: '/work/' },
  { what: 'an absolute path', marker: '/tmp/' },
  { what: 'an absolute path', marker: '/home/' },
  { what: 'a dependency path', marker: 'node_modules' },
  { what: 'a source file', marker: '.ts:' },
  { what: 'a source file', marker: '.js:' },
  { what: 'SQL', marker: 'SELECT ' },
  { what: 'SQL', marker: 'INSERT ' },
  { what: 'SQL', marker: 'UPDATE "' },
  { what: 'SQL', marker: 'DELETE FROM' },
  { what: 'a PostgreSQL error', marker: 'relation "' },
  { what: 'a PostgreSQL error', marker: 'violates ' },
  { what: 'a PostgreSQL error', marker: 'syntax error at or near' },
  { what: 'a PostgreSQL error', marker: 'invalid input syntax' },
  { what: 'a TypeORM error', marker: 'QueryFailedError' },
  { what: 'a TypeORM error', marker: 'EntityNotFound' },
  { what: 'a JavaScript error', marker: 'TypeError' },
  { what: 'a JavaScript error', marker: 'ReferenceError' },
  { what: 'a JavaScript error', marker: 'Cannot read properties of' },
  { what: 'a host', marker: '127.0.0.1' },
];

export interface LeakCheck {
  /** Table names of the database that are no word of the GraphQL schema (a schema word may appear in an answer). */
  privateTables: readonly string[];
  /** Every table name, refused where SQL would put it. */
  tables: readonly string[];
}

/** What the answer gives away, or null when it is clean. */
export function leakIn(answer: string, request: string, check: LeakCheck): string | null {
  for (const { what, marker } of ALWAYS) {
    if (answer.includes(marker) && !request.includes(marker)) return `${what} (${JSON.stringify(marker)})`;
  }
  for (const table of check.privateTables) {
    if (new RegExp(`\\b${table}\\b`).test(answer) && !request.includes(table)) return `the table name ${table}`;
  }
  for (const table of check.tables) {
    const sql = new RegExp(`(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?${table}\\b|"${table}"\\."`, 'i');
    if (sql.test(answer) && !sql.test(request)) return `SQL on the table ${table}`;
  }
  return null;
}

/**
 * Table names from PostgreSQL, split by whether Kuza's public words use the word too: the GraphQL schema, and the
 * texts of its own messages ("spam detection blocks repeated posts" names no table).
 */
export function leakCheck(tables: readonly string[], sdl: string): LeakCheck {
  const messages = JSON.stringify(MESSAGES);
  // `migrations` is also a check /readyz names.
  const words = new Set([...(sdl.match(/\w+/g) ?? []), ...(messages.match(/\w+/g) ?? []), 'migrations']);
  return { tables, privateTables: tables.filter((table) => !words.has(table)) };
}
