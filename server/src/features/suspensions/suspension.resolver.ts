import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile } from '../profiles';
import { Role } from '../../kernel/roles';
import { SuspensionService, suspensionByUserId } from './suspension.service';
import { Suspension } from './suspension.types';

@Resolver(() => Profile)
export class SuspensionResolver {
  @Authorized(Role.ADMIN)
  @Mutation(() => Profile, {
    description:
      'Suspends an account (not an admin, not your own): its sessions end, it cannot sign in, its API keys are refused; its owner is e-mailed.',
  })
  suspendUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: `Told to the account's owner; at most 500 characters.`,
    })
    reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    return ctx.services.get(SuspensionService).suspend(ctx, userId, reason);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Profile, { description: 'Lifts a suspension: the account can sign in again; its owner is e-mailed.' })
  reactivateUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<Profile> {
    return ctx.services.get(SuspensionService).reactivate(ctx, userId);
  }

  @FieldResolver(() => Suspension, {
    nullable: true,
    description: 'Admins only: why and when the account was suspended; null while it is active, and for everyone else.',
  })
  suspension(@Root() profile: Profile, @Ctx() ctx: Context): Promise<Suspension | null> | null {
    if (!ctx.viewer?.roles.includes(Role.ADMIN)) return null;
    return ctx.loaders.get(suspensionByUserId).load(profile.id);
  }
}
