import { LIMITS, MEDIA_RULES, fileExtension, usernameRule } from '@kuza/common';

export interface ProfileFormValues {
  username: string;
  bio: string;
  avatar: File | null;
}

export type ProfileField = keyof ProfileFormValues;

/**
 * The shared rules (username as at sign-up, bio length, avatar image type and size): the first failing message per
 * field, as its id in common/'s table (the username rule's message is its id).
 */
export function profileFormErrors({ username, bio, avatar }: ProfileFormValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const name = usernameRule.safeParse(username);
  if (!name.success) errors.username = name.error.issues[0].message;
  if (bio.trim().length > LIMITS.bioMaxLength) errors.bio = 'content.bioTooLong';
  if (avatar) {
    if (!MEDIA_RULES.IMAGE.extensions.includes(fileExtension(avatar.name))) errors.avatar = 'content.avatarMustBeImage';
    else if (avatar.size > MEDIA_RULES.IMAGE.maxBytes) errors.avatar = MEDIA_RULES.IMAGE.tooLargeMessage;
  }
  return errors;
}
