import type { Context } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { SystemSettingsService } from '../system-settings';
import { Profile } from './profile.entity';
import { profilePrivacyById } from './profile-privacy';
import { profileByUsername } from './profile-by-username';

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
    await this.assertProfilesOpen(ctx);
    const found = await profileByUsername(this.deps.db, ctx.loaders, username, ctx.viewer?.id ?? null);
    if (!found || found.blocked) return null;
    // Anonymous: the creator's own switch, answered from the loader the statement above primed.
    await this.assertVisible(ctx, found.profile.id);
    return found.profile;
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
