import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { UpdateSettingsInput } from './settings.inputs';
import { SettingsService } from './settings.service';
import { AccountSettings } from './settings.types';

@Resolver(() => AccountSettings)
export class SettingsResolver {
  @Authorized()
  @Query(() => AccountSettings, { description: "The caller's feed, theme, display, privacy and language settings." })
  mySettings(@Ctx() ctx: Context): Promise<AccountSettings> {
    return ctx.services.get(SettingsService).mine(ctx);
  }

  @Authorized()
  @Mutation(() => AccountSettings, { description: "Changes some of the caller's settings; answers all of them." })
  updateSettings(@Arg('input') input: UpdateSettingsInput, @Ctx() ctx: Context): Promise<AccountSettings> {
    return ctx.services.get(SettingsService).update(ctx, input);
  }
}
