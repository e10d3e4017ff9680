// The zod schemas of circle-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

// Each rule's message is its id in messages.ts.
const M = {
  circleNameRequired: 'circle.circleNameRequired',
  circleNameTooLong: 'circle.circleNameTooLong',
  circleDescriptionTooLong: 'circle.circleDescriptionTooLong',
  circlePostRequired: 'circle.circlePostRequired',
  circlePostTooLong: 'circle.circlePostTooLong',
} as const satisfies Record<string, MessageId>;

/** A new circle's fields in the dialog's order: a name (required), then an optional description (null when empty). */
export const circleSchema = z.object({
  name: z
    .string({ error: M.circleNameRequired })
    .trim()
    .min(1, { error: M.circleNameRequired })
    .max(LIMITS.circleNameMaxLength, { error: M.circleNameTooLong }),
  description: z
    .string()
    .trim()
    .max(LIMITS.circleDescriptionMaxLength, { error: M.circleDescriptionTooLong })
    .nullish()
    .transform((value) => value || null),
  isPrivate: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});
export type CircleValues = z.input<typeof circleSchema>;
export type CircleInput = z.output<typeof circleSchema>;

/** A post in a circle's discussion: required, and as long as a comment at most. */
export const circlePostSchema = z.object({
  content: z
    .string({ error: M.circlePostRequired })
    .trim()
    .min(1, { error: M.circlePostRequired })
    .max(LIMITS.circlePostMaxLength, { error: M.circlePostTooLong }),
});
export type CirclePostValues = z.infer<typeof circlePostSchema>;
