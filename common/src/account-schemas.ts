// The zod schemas of account-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { SUSPENSION_LIMITS } from './account-rules';
import type { MessageId } from './messages';

const REASON_TOO_LONG = 'suspension.reasonTooLong' satisfies MessageId;

/** A suspension's optional reason, trimmed (empty when none is given). */
export const suspensionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(SUSPENSION_LIMITS.reasonMax, { error: REASON_TOO_LONG })
    .nullish()
    .transform((value) => value ?? ''),
});
export type SuspensionValues = z.input<typeof suspensionSchema>;
export type SuspensionInput = z.output<typeof suspensionSchema>;
