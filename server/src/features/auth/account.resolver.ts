import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AccountSession } from './account-session.types';
import { AccountService } from './account.service';
import { SessionsService } from './sessions.service';
import { User } from './user.entity';

@Resolver(() => User)
export class AccountResolver {
  @Mutation(() => User, { description: 'Confirms an e-mail address (sign-up or change) with its single-use link.' })
  confirmEmail(@Arg('token') token: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.get(AccountService).confirmEmail(token);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Sends the confirmation link again (once a minute); false if confirmed.' })
  resendConfirmation(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(AccountService).resendConfirmation(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Sets a new password; every other session of the account is signed out.' })
  changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.get(AccountService).changePassword(ctx, currentPassword, newPassword);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Sends a confirmation link to the new address (the change applies when it is opened).',
  })
  changeEmail(
    @Arg('newEmail') newEmail: string,
    @Arg('password') password: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.get(AccountService).changeEmail(ctx, newEmail, password);
  }

  @Authorized()
  @Query(() => [AccountSession], { description: "The viewer's signed-in devices, the current one first." })
  sessions(@Ctx() ctx: Context): Promise<AccountSession[]> {
    return ctx.services.get(SessionsService).list(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out one of the viewer’s sessions.' })
  revokeSession(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(SessionsService).revoke(ctx, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Signs out every session of the viewer but this one; answers how many.' })
  revokeOtherSessions(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.get(SessionsService).revokeOthers(ctx);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A new address waiting for confirmation after changeEmail.',
  })
  pendingEmail(@Root() user: User, @Ctx() ctx: Context): Promise<string | null> | null {
    // Only its owner sees a User, but guard anyway.
    if (ctx.viewer?.id !== user.id) return null;
    return ctx.services.get(AccountService).pendingEmail(user.id);
  }
}
