import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { profileById, Profile } from '../profiles';
import { rolesByUserId } from '../roles';
import { Role } from '../../kernel/roles';
import { AuthPayload, SignInInput, SignUpInput } from './auth.inputs';
import { AuthService } from './auth.service';
import { User } from './user.entity';

@Resolver(() => User)
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The current user; null when anonymous.' })
  me(@Ctx() ctx: Context): Promise<User | null> | null {
    return ctx.viewer ? ctx.services.get(AuthService).findMe(ctx, ctx.viewer.id) : null;
  }

  @Mutation(() => AuthPayload)
  signUp(@Arg('input') input: SignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.get(AuthService).signUp(ctx, input);
  }

  @Mutation(() => AuthPayload)
  signIn(@Arg('input') input: SignInInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.get(AuthService).signIn(ctx, input);
  }

  @Mutation(() => AuthPayload, { description: 'Rotates the refresh token; a reused old token revokes that session.' })
  refreshSession(
    @Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | null,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return ctx.services.get(AuthService).refresh(ctx, refreshToken);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the current session.' })
  signOut(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(AuthService).signOut(ctx);
  }

  @Mutation(() => Boolean, { description: 'Sends a reset link; answers the same whether or not the address exists.' })
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(AuthService).requestPasswordReset(ctx, email);
  }

  @Mutation(() => AuthPayload, { description: 'Sets a new password with a single-use, expiring token and signs in.' })
  resetPassword(
    @Arg('token') token: string,
    @Arg('password') password: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return ctx.services.get(AuthService).resetPassword(ctx, token, password);
  }

  @FieldResolver(() => String)
  async username(@Root() user: User, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.loaders.get(profileById).load(user.id))?.username ?? '';
  }

  @FieldResolver(() => [Role])
  roles(@Root() user: User, @Ctx() ctx: Context): Promise<Role[]> | Role[] {
    // The caller's own: the session check read them a moment ago (withUserRole, as the loader answers).
    if (ctx.viewer?.id === user.id) return ctx.viewer.roles;
    return ctx.loaders.get(rolesByUserId).load(user.id);
  }

  @FieldResolver(() => Profile, { nullable: true })
  profile(@Root() user: User, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(user.id);
  }
}
