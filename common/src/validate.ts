import type { z } from 'zod';

export interface FirstIssue {
  field: string;
  message: string;
}

/** Validates with a schema and returns the parsed value or the first failing rule (field path and message). */
export function firstIssue<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; issue: FirstIssue } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, issue: { field: issue.path.map(String).join('.'), message: issue.message } };
}
