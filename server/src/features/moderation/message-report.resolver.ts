import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Role } from '../../kernel/roles';
import { Message, messageById } from '../messages';
import { Profile, profileById } from '../profiles';
import { MessageReportService } from './message-report.service';
import { MessageReport, MessageReportConnection, ReportMessageInput } from './message-report.types';

@Resolver(() => MessageReport)
export class MessageReportResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Reports a message the caller received to moderators: it joins the moderation queue (Reports & Flags, Content Moderation), alone, without the rest of the conversation.',
  })
  reportMessage(@Arg('input') input: ReportMessageInput, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(MessageReportService).report(ctx, input);
  }

  @Authorized(Role.ADMIN, Role.MODERATOR)
  @Query(() => MessageReportConnection, {
    description: 'Open reports of direct messages, newest first (staff). They are also in `reports`.',
  })
  messageReports(
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.pageSizeDefault }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageReportConnection> {
    return ctx.services.get(MessageReportService).open(first, after);
  }

  @FieldResolver(() => Message, {
    nullable: true,
    description: 'The reported message (only it, not its conversation); null once removed.',
  })
  message(@Root() report: MessageReport, @Ctx() ctx: Context): Promise<Message | null> | null {
    return report.messageId ? ctx.loaders.get(messageById).load(report.messageId) : null;
  }

  @FieldResolver(() => Profile, { nullable: true })
  reporter(@Root() report: MessageReport, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return report.reporterId ? ctx.loaders.get(profileById).load(report.reporterId) : null;
  }
}
