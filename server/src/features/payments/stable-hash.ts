import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level and bigints as text: the same request always gives the same text. */
export function stableJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/** The hash an idempotency key is stored with, to tell a replay from another request under the same key. */
export const requestHash = (value: unknown): string => createHash('sha256').update(stableJson(value)).digest('hex');
