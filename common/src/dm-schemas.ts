// The zod schema of dm-rules.ts, in a module of its own (see community-schemas.ts for why).
import { z } from 'zod';
import { DM_LIMITS } from './dm-rules';
import type { MessageId } from './messages';

const M = {
  contentRequired: 'dm.contentRequired',
  contentTooLong: 'dm.contentTooLong',
} as const satisfies Record<string, MessageId>;

/** A message's text: trimmed, at most DM_LIMITS.contentMaxLength; empty only when an image goes with it. */
export const messageContentSchema = z
  .string({ error: M.contentRequired })
  .trim()
  .max(DM_LIMITS.contentMaxLength, { error: M.contentTooLong });

/** The composer: text and whether an image is attached; one of them is required. */
export const messageComposerSchema = z
  .object({ content: messageContentSchema, hasImage: z.boolean() })
  .refine((value) => value.hasImage || value.content.length > 0, { error: M.contentRequired, path: ['content'] });
export type MessageComposerValues = z.input<typeof messageComposerSchema>;
