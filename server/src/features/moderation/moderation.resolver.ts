import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Message, messageById } from '../messages';
import { Post, postById } from '../posts';
import { Profile, profileById } from '../profiles';
import { Role } from '../../kernel/roles';
import { moderationItemById } from './moderation.loaders';
import { ModerationService } from './moderation.service';
import {
  ModerationCounts,
  ModerationDecision,
  ModerationItem,
  ModerationItemConnection,
  ModerationStatus,
  Report,
  ReportAction,
  ReportConnection,
  ReportContentInput,
  ReportCounts,
} from './moderation.types';

const STAFF = [Role.ADMIN, Role.MODERATOR];
const profile = (ctx: Context, id: string | null) => (id ? ctx.loaders.get(profileById).load(id) : null);

@Resolver(() => ModerationItem)
export class ModerationItemResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Reports a post or a comment to the moderators (not your own; once while your report is open).',
  })
  reportContent(@Arg('input') input: ReportContentInput, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(ModerationService).report(ctx, input);
  }

  @Authorized(...STAFF)
  @Query(() => ModerationItemConnection, {
    description: 'Content Moderation: flagged posts and comments in one status, newest first.',
  })
  moderationQueue(
    @Arg('status', () => ModerationStatus, { defaultValue: ModerationStatus.PENDING }) status: ModerationStatus,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ModerationItemConnection> {
    return ctx.services.get(ModerationService).queue(ctx, status, first, after);
  }

  @Authorized(...STAFF)
  @Query(() => ModerationCounts)
  moderationCounts(@Ctx() ctx: Context): Promise<ModerationCounts> {
    return ctx.services.get(ModerationService).counts();
  }

  @Authorized(...STAFF)
  @Mutation(() => ModerationItem, {
    description: 'Approves (the content stays) or removes a pending item; its open reports are resolved.',
  })
  moderateContent(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => ModerationDecision) decision: ModerationDecision,
    @Ctx() ctx: Context,
  ): Promise<ModerationItem> {
    return ctx.services.get(ModerationService).decide(ctx, id, decision);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who wrote it; null when unknown.' })
  author(@Root() item: ModerationItem, @Ctx() ctx: Context) {
    return profile(ctx, item.authorId);
  }

  @FieldResolver(() => Post, {
    nullable: true,
    description: 'The post, or the post the comment is on; null once removed.',
  })
  post(@Root() item: ModerationItem, @Ctx() ctx: Context): Promise<Post | null> | null {
    return item.postId ? ctx.loaders.get(postById).load(item.postId) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'COMMENT: the comment; null once removed.' })
  commentId(@Root() item: ModerationItem): string | null {
    return item.commentId;
  }

  @FieldResolver(() => Message, {
    nullable: true,
    description:
      'MESSAGE: the reported direct message (only it, never its conversation); null once removed, and for posts and comments.',
  })
  message(@Root() item: ModerationItem, @Ctx() ctx: Context): Promise<Message | null> | null {
    return item.messageId ? ctx.loaders.get(messageById).load(item.messageId) : null;
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'The moderator who decided.' })
  decidedBy(@Root() item: ModerationItem, @Ctx() ctx: Context) {
    return profile(ctx, item.decidedById);
  }
}

@Resolver(() => Report)
export class ReportResolver {
  @Authorized(...STAFF)
  @Query(() => ReportConnection, {
    description: 'Reports & Flags: open and in-review reports (or resolved ones), newest first.',
  })
  reports(
    @Arg('resolved', () => Boolean, { defaultValue: false }) resolved: boolean,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ReportConnection> {
    return ctx.services.get(ModerationService).reports(ctx, resolved, first, after);
  }

  @Authorized(...STAFF)
  @Query(() => ReportCounts)
  reportCounts(@Ctx() ctx: Context): Promise<ReportCounts> {
    return ctx.services.get(ModerationService).reportCounts();
  }

  @Authorized(...STAFF)
  @Mutation(() => Report, { description: 'Takes an open report in hand: IN_REVIEW, with you as its reviewer.' })
  reviewReport(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Report> {
    return ctx.services.get(ModerationService).review(ctx, id);
  }

  @Authorized(...STAFF)
  @Mutation(() => Report, { description: 'Dismisses a report (the content stays) or removes the content it is about.' })
  resolveReport(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => ReportAction) action: ReportAction,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return ctx.services.get(ModerationService).resolve(ctx, id, action);
  }

  @FieldResolver(() => ModerationItem, { description: 'The post or comment reported, as the moderation queue has it.' })
  async item(@Root() report: Report, @Ctx() ctx: Context): Promise<ModerationItem> {
    return (await ctx.loaders.get(moderationItemById).load(report.itemId))!;
  }

  @FieldResolver(() => Profile, { nullable: true })
  reporter(@Root() report: Report, @Ctx() ctx: Context) {
    return profile(ctx, report.reporterId);
  }

  @FieldResolver(() => Profile, { nullable: true })
  reviewedBy(@Root() report: Report, @Ctx() ctx: Context) {
    return profile(ctx, report.reviewedById);
  }

  @FieldResolver(() => Profile, { nullable: true })
  resolvedBy(@Root() report: Report, @Ctx() ctx: Context) {
    return profile(ctx, report.resolvedById);
  }
}
