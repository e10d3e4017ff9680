import { LIMITS, firstIssue, usernameRule } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { MediaService, type StoredMedia } from '../media';
import { requireViewer } from '../../kernel/viewer';
import { sqlRows } from '../../db/sql';
import { Profile } from '../profiles';
import type { UpdateProfileInput } from './profile-settings.inputs';

/** The signed-in user's own profile: username, bio and avatar image. */
export class ProfileSettingsService {
  constructor(private readonly deps: Deps) {}

  async update(ctx: Context, input: UpdateProfileInput): Promise<Profile> {
    const viewer = requireViewer(ctx);
    const changes: Record<string, string | null> = {};
    if (input.username !== null && input.username !== undefined) {
      const checked = firstIssue(usernameRule, input.username);
      if (!checked.ok) throw badInput('username', checked.issue.messageId);
      changes.username = checked.data;
    }
    if (input.bio !== null && input.bio !== undefined) {
      const bio = input.bio.trim();
      if (bio.length > LIMITS.bioMaxLength) throw badInput('bio', 'content.bioTooLong');
      changes.bio = bio || null;
    }
    const media = this.deps.services.get(MediaService);
    let avatar: StoredMedia | null = null;
    if (input.avatar) {
      const file = await input.avatar.catch(() => {
        throw badInput('avatar', 'content.uploadFailedImage');
      });
      avatar = await media.store(file, { ownerId: viewer.id, allowed: ['IMAGE'], bucket: 'avatars', unsupportedMessage: 'content.avatarMustBeImage', field: 'avatar' });
      changes.avatar_url = avatar.url;
    }
    const before = await this.deps.db.getRepository(Profile).findOneBy({ id: viewer.id });
    if (!before) throw notFound('content.userNotFound');
    const columns = Object.keys(changes);
    if (columns.length > 0) {
      try {
        await sqlRows(
          this.deps.db,
          `UPDATE profiles SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [viewer.id, ...columns.map((column) => changes[column])],
        );
      } catch (error) {
        await media.remove(avatar?.key);
        if ((error as { driverError?: { constraint?: string } }).driverError?.constraint === 'profiles_username_key') {
          throw badInput('username', 'validation.usernameTaken');
        }
        throw error;
      }
    }
    // The old avatar is no longer shown anywhere once the new one is saved.
    if (avatar && before.avatarUrl) await media.remove(media.storage.keyForUrl(before.avatarUrl));
    return (await this.deps.db.getRepository(Profile).findOneBy({ id: viewer.id }))!;
  }
}
