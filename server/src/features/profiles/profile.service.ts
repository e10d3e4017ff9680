import { PLATFORM_MESSAGES } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { SystemSettingsService } from '../system-settings/system-settings.service';
import { Profile } from './profile.entity';
import { profilePrivacyById } from './profile-privacy';

export class ProfileService {
  constructor(private readonly deps: Deps) {}

  findByUsername(username: string): Promise<Profile | null> {
    return this.deps.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where('lower(p.username) = lower(:username)', { username })
      .getOne();
  }

  /**
   * A profile page (the profile, or its posts) as the caller may see it: with System Settings "Public profiles" off
   * (spec §2.3), anonymous callers are asked to sign in. A signed-in caller or an API key sees it as before.
   */
  async findVisibleByUsername(ctx: Context, username: string): Promise<Profile | null> {
    if (ctx.viewer) return this.findByUsername(username);
    const { publicProfiles } = await this.deps.services.get(SystemSettingsService).current();
    if (!publicProfiles) throw unauthenticated(PLATFORM_MESSAGES.profilesNeedSignIn);
    const profile = await this.findByUsername(username);
    // The creator's own switch (Privacy & Safety: Public profile) keeps anonymous visitors out as well.
    if (profile && !(await ctx.loaders.get(profilePrivacyById).load(profile.id)).publicProfile) {
      throw unauthenticated(PLATFORM_MESSAGES.profileNeedsSignIn);
    }
    return profile;
  }
}
