import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile } from '../profiles';
import { UpdateProfileInput } from './profile-settings.inputs';
import { ProfileSettingsService } from './profile-settings.service';

@Resolver(() => Profile)
export class ProfileSettingsResolver {
  @Authorized()
  @Mutation(() => Profile, { description: "Changes the caller's username, bio or avatar (an image upload)." })
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(ProfileSettingsService).update(ctx, input);
  }
}
