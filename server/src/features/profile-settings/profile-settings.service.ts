import { firstIssue, profileUpdateSchema } from '@kuza/common';
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
    const checked = firstIssue(profileUpdateSchema, { username: input.username, bio: input.bio });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { username, bio } = checked.data;
    const changes: Record<string, string | null> = {};
    if (username !== null && username !== undefined) changes.username = username;
    if (bio !== null && bio !== undefined) changes.bio = bio || null;
    const media = this.deps.services.get(MediaService);
    let avatar: StoredMedia | null = null;
    if (input.avatar) {
      const file = await input.avatar.catch(() => {
        throw badInput('avatar', 'content.uploadFailedImage');
      });
      avatar = await media.store(file, {
        ownerId: viewer.id,
        allowed: ['IMAGE'],
        bucket: 'avatars',
        unsupportedMessage: 'content.avatarMustBeImage',
        field: 'avatar',
      });
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
