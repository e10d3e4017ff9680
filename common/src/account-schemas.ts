// The zod schemas of account-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { SUSPENSION_LIMITS, SUSPENSION_MESSAGES } from './account-rules';

/** A suspension's optional reason, trimmed (empty when none is given). */
export const suspensionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(SUSPENSION_LIMITS.reasonMax, { error: SUSPENSION_MESSAGES.reasonTooLong })
    .nullish()
    .transform((value) => value ?? ''),
});
export type SuspensionValues = z.input<typeof suspensionSchema>;
export type SuspensionInput = z.output<typeof suspensionSchema>;
