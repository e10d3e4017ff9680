import { badInput } from '../graphql/errors';

/** A position in a newest-first list: created_at in microseconds, then id. */
export interface Keyset {
  us: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICROS = /^\d{1,17}$/;

// Opaque to clients: base64url JSON with the list's kind, so a cursor from one list is refused by another.
export function encodeCursor(kind: string, payload: object): string {
  return Buffer.from(JSON.stringify({ k: kind, ...payload })).toString('base64url');
}

export function decodeCursor(kind: string, cursor: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && (value as { k?: unknown }).k === kind)
      return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw badInput('after', 'content.invalidCursor');
}

export const isKeyset = (value: unknown): value is Keyset =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Keyset).us === 'string' &&
  MICROS.test((value as Keyset).us) &&
  typeof (value as Keyset).id === 'string' &&
  UUID.test((value as Keyset).id);

export const encodeKeyset = (kind: string, keyset: Keyset) => encodeCursor(kind, { us: keyset.us, id: keyset.id });

/** The keyset of an `after` cursor of a newest-first list, or null for the first page. */
export function decodeKeyset(kind: string, after: string | null | undefined): Keyset | null {
  if (after === null || after === undefined || after === '') return null;
  const value = decodeCursor(kind, after);
  if (!isKeyset(value)) throw badInput('after', 'content.invalidCursor');
  return { us: value.us, id: value.id };
}
