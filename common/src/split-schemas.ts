// The zod schemas of split-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import type { MessageId } from './messages';
import { checkSplit, isCompleteCollaborator, parseAmount } from './money-rules';
import { checkSplitShares } from './split-rules';

const collaboratorRow = z.object({ username: z.string(), percentage: z.union([z.string(), z.number()]) });

/**
 * A split as the form and the API send it, checked in order: the spec's rules (checkSplit, with the spec's texts),
 * then Kuza's (checkSplitShares); one message at a time. The value is the trimmed project name and the complete
 * rows, each username trimmed and each percentage a number.
 */
export const splitSchema = z
  .object({ projectName: z.string(), collaborators: z.array(collaboratorRow) })
  .superRefine(({ projectName, collaborators }, ctx) => {
    const spec = checkSplit({ projectName, collaborators });
    const problem: { field: string; messageId: MessageId } | null = spec
      ? { field: spec.field, messageId: `money.${spec.id}` }
      : checkSplitShares(projectName, collaborators.filter(isCompleteCollaborator));
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.messageId,
        path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
  })
  .transform(({ projectName, collaborators }) => ({
    projectName: projectName.trim(),
    collaborators: collaborators
      .filter(isCompleteCollaborator)
      .map((row) => ({ username: row.username.trim(), percentage: parseAmount(row.percentage) })),
  }));
export type SplitValues = z.input<typeof splitSchema>;
export type SplitInput = z.output<typeof splitSchema>;
