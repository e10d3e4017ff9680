import { Kind, visit, type DocumentNode } from 'graphql';
import { AppError, refuseRequest } from './errors';

// PostgreSQL's text cannot hold U+0000: a string with one would reach the database as an encoding error (a masked
// internal error). Every operation is checked for it once, over HTTP and WebSocket alike, before it executes.

const NUL = '\u0000';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(hasNul);
  // Plain JSON objects only: an upload's variable is a class instance holding a stream, never read here.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some(hasNul);
  }
  return false;
}

/** A string literal of the document with U+0000 in it (only looked for when the text has one or its escape). */
function literalHasNul(source: string | undefined, document: DocumentNode): boolean {
  if (source !== undefined && !source.includes(NUL) && !/\\u(?:0000|\{0+\})/i.test(source)) return false;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}

function refusal(field: string | undefined): AppError {
  return refuseRequest(new AppError('BAD_USER_INPUT', 'content.nulCharacter', { field }));
}

/** The error for an operation whose variables or string literals contain U+0000; null when none do. */
export function nulCharacterError(
  source: string | undefined,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): AppError | null {
  for (const [name, value] of Object.entries(variables ?? {})) if (hasNul(value)) return refusal(name);
  return literalHasNul(source, document) ? refusal(undefined) : null;
}
