import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../../kernel/roles';
import { rolesByUserId } from '../roles';
import { profilePrivacyById } from './profile-privacy';
import { Profile } from './profile.entity';
import { ProfileService } from './profile.service';

@Resolver(() => Profile)
export class ProfileResolver {
  @Query(() => Profile, { nullable: true, description: 'A profile by username, matched case-insensitively.' })
  profile(@Arg('username') username: string, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.services.get(ProfileService).findVisibleByUsername(ctx, username);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      '"City, Country" when the creator turned on Show location (Privacy & Safety); null otherwise or until detected.',
  })
  async location(@Root() profile: Profile, @Ctx() ctx: Context): Promise<string | null> {
    return (await ctx.loaders.get(profilePrivacyById).load(profile.id)).place;
  }

  @FieldResolver(() => [Role])
  roles(@Root() profile: Profile, @Ctx() ctx: Context): Promise<Role[]> {
    return ctx.loaders.get(rolesByUserId).load(profile.id);
  }
}
