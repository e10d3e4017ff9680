import { z } from 'zod';
import { usernameRule } from './auth-rules';
import { MEDIA_RULES, fileExtension } from './content-rules';
import type { ChosenFile } from './content-schemas';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

// Edit profile: the username as at sign-up, the bio's length, and the avatar's type and size. Messages are ids.
const M = {
  bioTooLong: 'content.bioTooLong',
  avatarMustBeImage: 'content.avatarMustBeImage',
} as const satisfies Record<string, MessageId>;

/** Changes to one's own profile, each optional: a username (trimmed) and a bio (trimmed; empty clears it). */
export const profileUpdateSchema = z.object({
  username: usernameRule.nullish(),
  bio: z.string().trim().max(LIMITS.bioMaxLength, { error: M.bioTooLong }).nullish(),
});

/** A chosen avatar: a png, jpg, webp or gif image (by its name) up to the image size limit; the server checks its bytes. */
export const avatarFileRule = <F extends ChosenFile>() =>
  z
    .custom<F>((value) => typeof value === 'object' && value !== null, { error: M.avatarMustBeImage })
    .refine((file) => MEDIA_RULES.IMAGE.extensions.includes(fileExtension(file.name)), {
      error: M.avatarMustBeImage,
      abort: true,
    })
    .refine((file) => file.size <= MEDIA_RULES.IMAGE.maxBytes, { error: MEDIA_RULES.IMAGE.tooLargeMessage });

/** The Edit profile form: the same changes, with the avatar file chosen (or none). */
export const profileFormSchema = <F extends ChosenFile>() =>
  profileUpdateSchema.extend({ avatar: avatarFileRule<F>().nullable() });
