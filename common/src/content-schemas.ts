// The zod schemas of content-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { MEDIA_RULES, fileExtension, type MediaKind } from './content-rules';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

// Each rule's message is its id in messages.ts (MEDIA_RULES gives ids too).
const M = {
  commentRequired: 'content.commentRequired',
  commentTooLong: 'content.commentTooLong',
  contentRequired: 'validation.contentRequired',
  postTooLong: 'content.postTooLong',
  unsupportedMedia: 'content.unsupportedMedia',
} as const satisfies Record<string, MessageId>;

/** A comment as it is stored: trimmed, required, at most LIMITS.commentMaxLength characters. */
export const commentSchema = z.object({
  content: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(LIMITS.commentMaxLength, { error: M.commentTooLong }),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** A post's text (a media post's caption): trimmed, required with the kind's message, at most LIMITS.postMaxLength characters. */
export function postContentRule(kind: MediaKind | null) {
  const required = kind ? MEDIA_RULES[kind].captionRequiredMessage : M.contentRequired;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(LIMITS.postMaxLength, { error: M.postTooLong });
}

/** A post's text as createPost checks it, for a text post (null) or a post with this kind of media. */
export const postContentSchema = (kind: MediaKind | null) => z.object({ content: postContentRule(kind) });

/** What a rule reads of a chosen file (a browser File has both). */
export interface ChosenFile {
  name: string;
  size: number;
}

/** A file chosen for this kind of media (null: none yet), in the spec's order: selected, under the size limit, of an accepted type. */
export const mediaFileRule = <F extends ChosenFile>(kind: MediaKind) =>
  z
    .custom<F | null>((value) => typeof value === 'object', { error: MEDIA_RULES[kind].missingMessage })
    .transform((file, ctx) => {
      if (file) return file;
      ctx.addIssue({ code: 'custom', message: MEDIA_RULES[kind].missingMessage });
      return z.NEVER;
    })
    .refine((file) => file.size <= MEDIA_RULES[kind].maxBytes, {
      error: MEDIA_RULES[kind].tooLargeMessage,
      abort: true,
    })
    .refine((file) => MEDIA_RULES[kind].extensions.includes(fileExtension(file.name)), {
      error: M.unsupportedMedia,
    });

/** Create Video / Create Audio (spec §5, in its order): the caption's rules, then the file's. */
export const mediaPostSchema = <F extends ChosenFile>(kind: MediaKind) =>
  z.object({ caption: postContentRule(kind), file: mediaFileRule<F>(kind) });
