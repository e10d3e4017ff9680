import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile } from '../profiles';
import { Role } from '../../kernel/roles';
import { RoleService } from './role.service';
import { UserRole } from './user-role.entity';

@Resolver()
export class RoleResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [UserRole], { description: 'Every granted role (ADMIN, MODERATOR); USER is implied for all accounts.' })
  userRoles(@Ctx() ctx: Context): Promise<UserRole[]> {
    return ctx.services.get(RoleService).listUserRoles(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Profile, { description: 'Grants the admin role; doing it twice changes nothing.' })
  promoteToAdmin(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(RoleService).promoteToAdmin(ctx, userId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Profile, { description: 'Removes the admin role; the last remaining admin cannot be removed.' })
  removeAdmin(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(RoleService).removeAdmin(ctx, userId);
  }
}
