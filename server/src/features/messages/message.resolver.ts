import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { Role } from '../../kernel/roles';
import { requireViewer } from '../../kernel/viewer';
import { Profile, profileById } from '../profiles';
import { ConversationService } from './conversation.service';
import { MESSAGE_ADDED, messageFromPayload, type MessagePayload } from './message.events';
import { ReportMessageInput, SendMessageInput } from './message.inputs';
import { lastMessageByConversation, messageById } from './message.loaders';
import { MessageReportService } from './message-report.service';
import { MessageService } from './message.service';
import {
  Conversation,
  ConversationConnection,
  Message,
  MessageConnection,
  MessageReport,
  MessageReportConnection,
  MessageSettings,
} from './message.types';

const pageArgs = { nullable: true, defaultValue: LIMITS.pageSizeDefault } as const;

@Resolver(() => Message)
export class MessageResolver {
  @Authorized()
  @Query(() => MessageConnection, {
    description: 'A conversation of the caller, newest message first; NOT_FOUND for anyone but its two participants.',
  })
  messages(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageConnection> {
    return ctx.services.get(MessageService).thread(ctx, conversationId, first, after);
  }

  @Authorized()
  @Mutation(() => Message, {
    description:
      "Sends a direct message to `toUsername` (starting the conversation) or in `conversationId`. A stranger's message (someone the recipient does not follow) lands in the recipient's message requests while their Private messages switch is off.",
  })
  sendMessage(@Arg('input') input: SendMessageInput, @Ctx() ctx: Context): Promise<Message> {
    return ctx.services.get(MessageService).send(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Reports a message the caller received to moderators.' })
  reportMessage(@Arg('input') input: ReportMessageInput, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.get(MessageReportService).report(ctx, input);
  }

  @Authorized()
  @Subscription(() => Message, {
    topics: MESSAGE_ADDED,
    // Events are routed by participant: a subscription listens only to its caller's conversations.
    topicId: ({ context }: { context: Context }) => context.viewer?.id,
    filter: ({ payload, context }: { payload: MessagePayload; context: Context }) =>
      !!context.viewer && payload.participantIds.includes(context.viewer.id),
    description: "Each new message in the caller's conversations (their own included, for their other devices).",
  })
  messageAdded(@Root() payload: MessagePayload, @Ctx() ctx: Context): Message {
    ctx.loaders.get(profileById).clear(payload.senderId);
    return messageFromPayload(payload, requireViewer(ctx).id);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'Who sent it; null when their account is gone.' })
  sender(@Root() message: Message, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(message.senderId);
  }

  @FieldResolver(() => Conversation, { nullable: true, description: 'Its conversation, as the caller sees it.' })
  conversation(@Root() message: Message, @Ctx() ctx: Context): Promise<Conversation | null> {
    return ctx.services.get(ConversationService).find(ctx, message.conversationId);
  }
}

@Resolver(() => Conversation)
export class ConversationResolver {
  @Authorized()
  @Query(() => ConversationConnection, { description: "The caller's conversations, most recent first." })
  conversations(
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ConversationConnection> {
    return ctx.services.get(ConversationService).list(ctx, 'ACCEPTED', first, after);
  }

  @Authorized()
  @Query(() => ConversationConnection, {
    description: "The caller's message requests: strangers who wrote while their Private messages switch was off.",
  })
  messageRequests(
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<ConversationConnection> {
    return ctx.services.get(ConversationService).list(ctx, 'REQUEST', first, after);
  }

  @Authorized()
  @Query(() => Conversation, { nullable: true, description: 'One of the caller’s conversations (or requests).' })
  conversation(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Conversation | null> {
    return ctx.services.get(ConversationService).find(ctx, id);
  }

  @Authorized()
  @Query(() => Int, { description: "Unread messages in the caller's conversations (not requests): the sidebar badge." })
  unreadMessagesCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.get(ConversationService).unreadTotal(ctx, 'ACCEPTED');
  }

  @Authorized()
  @Query(() => Int, { description: "Unread messages in the caller's message requests." })
  unreadMessageRequestsCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.get(ConversationService).unreadTotal(ctx, 'REQUEST');
  }

  @Authorized()
  @Mutation(() => Conversation, { description: 'The caller has read the conversation up to now.' })
  markConversationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Conversation> {
    return ctx.services.get(ConversationService).markRead(ctx, id);
  }

  @Authorized()
  @Mutation(() => Conversation, { description: 'Moves a message request into the caller’s conversations.' })
  acceptMessageRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Conversation> {
    return ctx.services.get(ConversationService).accept(ctx, id);
  }

  @Authorized()
  @Query(() => MessageSettings)
  messageSettings(@Ctx() ctx: Context): Promise<MessageSettings> {
    return ctx.services.get(ConversationService).settings(ctx);
  }

  @Authorized()
  @Mutation(() => MessageSettings, { description: 'Read receipts on or off (on by default).' })
  updateMessageSettings(@Arg('readReceipts') readReceipts: boolean, @Ctx() ctx: Context): Promise<MessageSettings> {
    return ctx.services.get(ConversationService).updateSettings(ctx, readReceipts);
  }

  @FieldResolver(() => Profile, { nullable: true, description: 'The other participant.' })
  other(@Root() conversation: Conversation, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(conversation.otherId);
  }

  @FieldResolver(() => Message, { nullable: true })
  lastMessage(@Root() conversation: Conversation, @Ctx() ctx: Context): Promise<Message | null> {
    return ctx.loaders.get(lastMessageByConversation).load(conversation.id);
  }
}

@Resolver(() => MessageReport)
export class MessageReportResolver {
  @Authorized(Role.ADMIN, Role.MODERATOR)
  @Query(() => MessageReportConnection, { description: 'Open reports of direct messages, newest first (staff).' })
  messageReports(
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageReportConnection> {
    return ctx.services.get(MessageReportService).open(ctx, first, after);
  }

  @FieldResolver(() => Message, {
    nullable: true,
    description: 'The reported message (only it, not its conversation).',
  })
  message(@Root() report: MessageReport, @Ctx() ctx: Context): Promise<Message | null> {
    return ctx.loaders.get(messageById).load(report.messageId);
  }

  @FieldResolver(() => Profile, { nullable: true })
  reporter(@Root() report: MessageReport, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.get(profileById).load(report.reporterId);
  }
}
