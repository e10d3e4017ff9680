// The zod schemas of moderation-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import type { MessageId } from './messages';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from './moderation-rules';

const DETAILS_TOO_LONG = 'moderation.reportDetailsTooLong' satisfies MessageId;

/**
 * A report's fields in the dialog's order: one reason, then optional details (trimmed). GraphQL's enum already refuses
 * a missing reason on the server; the dialog says its own "Choose a reason." for it.
 */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH, { error: DETAILS_TOO_LONG }).nullish(),
});
export type ReportValues = z.input<typeof reportSchema>;
export type ReportInput = z.output<typeof reportSchema>;
