// The zod schemas of community-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { COLLAB_TYPES, collabAmountCents, normalizeUsername } from './community-rules';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

// Each rule's message is its id in messages.ts.
const M = {
  usernameRequired: 'money.usernameRequired',
  messageRequired: 'money.messageRequired',
  shoutoutTooLong: 'community.shoutoutTooLong',
  collabTypeRequired: 'community.collabTypeRequired',
  collabAmountInvalid: 'community.collabAmountInvalid',
  collabAmountTooLarge: 'community.collabAmountTooLarge',
  collabMessageRequired: 'community.collabMessageRequired',
  collabMessageTooLong: 'community.collabMessageTooLong',
} as const satisfies Record<string, MessageId>;

/**
 * Spec §5 Shoutout: a username, then a message (with the spec's texts: "Username required", and "Please write why
 * you recommend them." under "Message required"), then what the spec leaves unsaid: the message's length.
 */
export const shoutoutSchema = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .transform(normalizeUsername)
    .pipe(z.string().min(1, { error: M.usernameRequired })),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, { error: M.messageRequired })
    .max(LIMITS.shoutoutMaxLength, { error: M.shoutoutTooLong }),
});
export type ShoutoutValues = z.input<typeof shoutoutSchema>;

/**
 * A collab request's fields in the dialog's order: a type, an amount in dollars of 0 or more (as typed or as sent),
 * then a message. The amount comes out in whole US cents (a bigint), rounded half up from its decimal text.
 */
export const collabRequestSchema = z.object({
  type: z.enum(COLLAB_TYPES, { error: M.collabTypeRequired }),
  amount: z
    .union([z.string(), z.number()], { error: M.collabAmountInvalid })
    .transform((amount) => collabAmountCents(amount))
    .pipe(
      z
        .bigint({ error: M.collabAmountInvalid })
        .max(BigInt(LIMITS.collabAmountMaxUsd) * 100n, { error: M.collabAmountTooLarge }),
    ),
  message: z
    .string({ error: M.collabMessageRequired })
    .trim()
    .min(1, { error: M.collabMessageRequired })
    .max(LIMITS.collabMessageMaxLength, { error: M.collabMessageTooLong }),
});
export type CollabRequestValues = z.input<typeof collabRequestSchema>;
export type CollabRequestInput = z.output<typeof collabRequestSchema>;
