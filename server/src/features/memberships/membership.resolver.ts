import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Checkout } from '../payments';
import { CreateMembershipTierInput, UpdateMembershipTierInput } from './membership.inputs';
import { MemberConnection, Membership, MembershipTier } from './membership.types';
import { MembersService } from './members.service';
import { MembershipService } from './membership.service';
import { TierService } from './tier.service';

@Resolver()
export class MembershipResolver {
  @Query(() => [MembershipTier], {
    description: "A creator's membership tiers: the open and closed ones; the creator also sees the retired ones.",
  })
  membershipTiers(@Arg('creatorUsername') creatorUsername: string, @Ctx() ctx: Context): Promise<MembershipTier[]> {
    return ctx.services.get(TierService).tiersOf(ctx, creatorUsername);
  }

  @Authorized()
  @Mutation(() => MembershipTier, {
    description: 'Adds a monthly membership tier (at most five that are not retired).',
  })
  createMembershipTier(
    @Arg('input', () => CreateMembershipTierInput) input: CreateMembershipTierInput,
    @Ctx() ctx: Context,
  ): Promise<MembershipTier> {
    return ctx.services.get(TierService).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => MembershipTier, { description: "Edits one's tier: a new price applies from each next renewal." })
  updateMembershipTier(
    @Arg('input', () => UpdateMembershipTierInput) input: UpdateMembershipTierInput,
    @Ctx() ctx: Context,
  ): Promise<MembershipTier> {
    return ctx.services.get(TierService).update(ctx, input);
  }

  @Authorized()
  @Mutation(() => MembershipTier, {
    description: "Retires one's tier: nobody joins any more; members keep it (at their last price) until it lapses.",
  })
  retireMembershipTier(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<MembershipTier> {
    return ctx.services.get(TierService).retire(ctx, id);
  }

  @Authorized()
  @Mutation(() => Checkout, {
    description:
      "Joins a tier: answers a checkout to pay the first month at the gateway. Once paid, the membership renews monthly with the payment's saved authorization; 70 % goes to the creator, 30 % to Kuza's fees.",
  })
  joinMembership(
    @Arg('tierId', () => ID) tierId: string,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Arg('postId', () => ID, {
      nullable: true,
      description:
        "The creator's members-only post the reader joins from: its split divides the creator's share of every payment of this membership.",
    })
    postId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Checkout> {
    return ctx.services.get(MembershipService).join(ctx, tierId, idempotencyKey, postId ?? null);
  }

  @Authorized()
  @Mutation(() => Membership, { description: 'Cancels: no more renewals; access stays until the paid period ends.' })
  cancelMembership(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Membership> {
    return ctx.services.get(MembershipService).cancel(ctx, id);
  }

  @Authorized()
  @Query(() => [Membership], { description: "The caller's memberships with their receipts, live ones first." })
  myMemberships(@Ctx() ctx: Context): Promise<Membership[]> {
    return ctx.services.get(MembershipService).myMemberships(ctx);
  }

  @Authorized()
  @Query(() => MemberConnection, {
    description: "The caller's members, newest first (GET /memberships/members.csv exports them all).",
  })
  myMembers(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<MemberConnection> {
    return ctx.services.get(MembersService).myMembers(ctx, first ?? null, after ?? null);
  }
}
