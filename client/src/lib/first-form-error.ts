import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * The first failing field in the form's order, with its message: where the spec shows one message at a time, the
 * form shows this one. Paths may be nested (`collaborators.0.percentage`) or `root.server` for a server refusal.
 */
export function firstFormError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): { field: string; message: string } | undefined {
  for (const field of order) {
    const message: unknown = (get(errors, field) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return undefined;
}
