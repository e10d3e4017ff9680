import { LIMITS, MEDIA_RULES, fileExtension, firstIssue, usernameRule, type MessageId } from '@kuza/common';

export interface ProfileFormValues {
  username: string;
  bio: string;
  avatar: File | null;
}

export type ProfileField = keyof ProfileFormValues;

/** The shared rules (username as at sign-up, bio length, avatar image type and size): first failing message id per field. */
export function profileFormErrors({ username, bio, avatar }: ProfileFormValues): Partial<Record<ProfileField, MessageId>> {
  const errors: Partial<Record<ProfileField, MessageId>> = {};
  const name = firstIssue(usernameRule, username);
  if (!name.ok) errors.username = name.issue.messageId;
  if (bio.trim().length > LIMITS.bioMaxLength) errors.bio = 'content.bioTooLong';
  if (avatar) {
    if (!MEDIA_RULES.IMAGE.extensions.includes(fileExtension(avatar.name))) errors.avatar = 'content.avatarMustBeImage';
    else if (avatar.size > MEDIA_RULES.IMAGE.maxBytes) errors.avatar = MEDIA_RULES.IMAGE.tooLargeMessage;
  }
  return errors;
}
