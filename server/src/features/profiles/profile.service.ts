import type { Context } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { isBlockedBetween } from '../../kernel/blocks';
import { SystemSettingsService } from '../system-settings';
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
   * (spec §2.3), anonymous callers are asked to sign in. A signed-in caller or an API key sees it as before, unless
   * one of the two blocked the other: then there is no such profile for them (issue 33).
   */
  async findVisibleByUsername(ctx: Context, username: string): Promise<Profile | null> {
    if (ctx.viewer) {
      const profile = await this.findByUsername(username);
      return profile && (await isBlockedBetween(this.deps.db, ctx.viewer.id, profile.id)) ? null : profile;
    }
    await this.assertProfilesOpen(ctx);
    const profile = await this.findByUsername(username);
    if (profile) await this.assertVisible(ctx, profile.id);
    return profile;
  }

  /** Refuses an anonymous caller what its profile page would refuse them (System Settings and the creator's switch). */
  async assertVisible(ctx: Context, profileId: string): Promise<void> {
    if (ctx.viewer) return;
    await this.assertProfilesOpen(ctx);
    // The creator's own switch (Privacy & Safety: Public profile) keeps anonymous visitors out as well.
    if (!(await ctx.loaders.get(profilePrivacyById).load(profileId)).publicProfile) {
      throw unauthenticated('platform.profileNeedsSignIn');
    }
  }

  private async assertProfilesOpen(ctx: Context): Promise<void> {
    if (ctx.viewer) return;
    const { publicProfiles } = await this.deps.services.get(SystemSettingsService).current();
    if (!publicProfiles) throw unauthenticated('platform.profilesNeedSignIn');
  }
}
