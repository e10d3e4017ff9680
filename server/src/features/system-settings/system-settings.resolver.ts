import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { profileById, Profile } from '../profiles';
import { Role } from '../../kernel/roles';
import { SystemSettingsService } from './system-settings.service';
import { SystemSettings, UpdateSystemSettingsInput } from './system-settings.types';

@Resolver(() => SystemSettings)
export class SystemSettingsResolver {
  @Authorized(Role.ADMIN)
  @Query(() => SystemSettings, { description: 'The platform switches of System Settings.' })
  systemSettings(@Ctx() ctx: Context): Promise<SystemSettings> {
    return ctx.services.get(SystemSettingsService).get(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SystemSettings, { description: 'Saves System Settings; switches left out keep their value.' })
  updateSystemSettings(@Arg('input') input: UpdateSystemSettingsInput, @Ctx() ctx: Context): Promise<SystemSettings> {
    return ctx.services.get(SystemSettingsService).update(ctx, input);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'The admin who saved them last.' })
  updatedBy(@Root() settings: SystemSettings, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return settings.updatedById ? ctx.loaders.get(profileById).load(settings.updatedById) : null;
  }
}
