import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../../kernel/roles';
import { ProfileListService } from './profile-list.service';
import { ProfileConnection, ProfileListArgs, UserStats } from './profile-list.types';

@Resolver()
export class ProfileListResolver {
  @Authorized()
  @Query(() => ProfileConnection, { description: 'The user list, newest first; `search` matches part of a username.' })
  profiles(@Args() args: ProfileListArgs, @Ctx() ctx: Context): Promise<ProfileConnection> {
    return ctx.services.get(ProfileListService).list(ctx, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => UserStats, { description: 'User Management counters.' })
  userStats(@Ctx() ctx: Context): Promise<UserStats> {
    return ctx.services.get(ProfileListService).stats(ctx);
  }
}
