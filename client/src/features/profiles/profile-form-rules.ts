import { CONTENT_MESSAGES, LIMITS, MEDIA_RULES, fileExtension, firstIssue, usernameRule } from '@kuza/common';

export interface ProfileFormValues {
  username: string;
  bio: string;
  avatar: File | null;
}

export type ProfileField = keyof ProfileFormValues;

/** The shared rules (username as at sign-up, bio length, avatar image type and size): first failing message per field. */
export function profileFormErrors({ username, bio, avatar }: ProfileFormValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const name = firstIssue(usernameRule, username);
  if (!name.ok) errors.username = name.issue.message;
  if (bio.trim().length > LIMITS.bioMaxLength) errors.bio = CONTENT_MESSAGES.bioTooLong;
  if (avatar) {
    if (!MEDIA_RULES.IMAGE.extensions.includes(fileExtension(avatar.name))) errors.avatar = CONTENT_MESSAGES.avatarMustBeImage;
    else if (avatar.size > MEDIA_RULES.IMAGE.maxBytes) errors.avatar = MEDIA_RULES.IMAGE.tooLargeMessage;
  }
  return errors;
}
