import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Profile, profileById } from '../profiles';
import { Role, canModerate } from '../../kernel/roles';
import { CampaignService } from './campaign.service';
import { Campaign, CampaignConnection, CampaignStatus, CampaignTotals, CreateCampaignInput } from './campaign.types';

const STAFF = [Role.ADMIN, Role.MODERATOR];
const service = (ctx: Context) => ctx.services.get(CampaignService);

@Resolver(() => Campaign)
export class CampaignResolver {
  @Authorized()
  @Query(() => CampaignConnection, { description: 'Advertising: your campaigns, newest first.' })
  myCampaigns(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CampaignConnection> {
    return service(ctx).mine(ctx, first, after);
  }

  @Authorized()
  @Query(() => CampaignTotals, {
    description: 'Advertising: Total Spent, Impressions, Clicks and Average CTR over your campaigns.',
  })
  myCampaignTotals(@Ctx() ctx: Context): Promise<CampaignTotals> {
    return service(ctx).totals(ctx);
  }

  @Authorized(...STAFF)
  @Query(() => CampaignConnection, {
    description: 'Campaigns waiting for review, newest first (admins and moderators).',
  })
  campaignsInReview(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CampaignConnection> {
    return service(ctx).inReview(ctx, first, after);
  }

  @Authorized()
  @Mutation(() => Campaign, { description: 'Submits a campaign for review (IN_REVIEW); media by multipart request.' })
  createCampaign(@Arg('input') input: CreateCampaignInput, @Ctx() ctx: Context): Promise<Campaign> {
    return service(ctx).create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Campaign, { description: 'Pauses your ACTIVE campaign.' })
  pauseCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Campaign> {
    return service(ctx).setPaused(ctx, id, true);
  }

  @Authorized()
  @Mutation(() => Campaign, { description: 'Resumes your PAUSED campaign.' })
  resumeCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Campaign> {
    return service(ctx).setPaused(ctx, id, false);
  }

  @Authorized(...STAFF)
  @Mutation(() => Campaign, { description: 'Approves a campaign in review: it becomes ACTIVE.' })
  approveCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Campaign> {
    return service(ctx).review(ctx, id, { status: CampaignStatus.ACTIVE });
  }

  @Authorized(...STAFF)
  @Mutation(() => Campaign, {
    description: 'Rejects a campaign in review, optionally saying why (at most 500 characters).',
  })
  rejectCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Campaign> {
    return service(ctx).review(ctx, id, { status: CampaignStatus.REJECTED, reason });
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who runs it.' })
  owner(@Root() campaign: Campaign, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(campaign.ownerId);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: 'Who reviewed it; shown to admins and moderators only.',
  })
  reviewedBy(@Root() campaign: Campaign, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return campaign.reviewedById && canModerate(ctx.viewer)
      ? ctx.loaders.get(profileById).load(campaign.reviewedById)
      : null;
  }
}
