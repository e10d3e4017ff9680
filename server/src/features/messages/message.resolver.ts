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
import { requireViewer } from '../../kernel/viewer';
import { Profile, profileById } from '../profiles';
import { ConversationService } from './conversation.service';
import {
  CONVERSATION_READ,
  MESSAGE_ADDED,
  MESSAGE_REMOVED,
  messageFromPayload,
  type ConversationReadPayload,
  type MessagePayload,
  type MessageRemovedPayload,
} from './message.events';
import { SendMessageInput } from './message.inputs';
import { lastMessageByConversation } from './message.loaders';
import { MessageService } from './message.service';
import {
  Conversation,
  ConversationConnection,
  Message,
  MessageConnection,
  MessageSettings,
  RemovedMessage,
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

  @Authorized()
  @Subscription(() => RemovedMessage, {
    topics: MESSAGE_REMOVED,
    // Routed by participant, like messageAdded: only the two people in the conversation hear of it.
    topicId: ({ context }: { context: Context }) => context.viewer?.id,
    description:
      "A message of the caller's conversations that moderators removed, for open screens to drop it: its id, never its text.",
  })
  messageRemoved(@Root() payload: MessageRemovedPayload, @Ctx() ctx: Context): RemovedMessage {
    // A subscription keeps its loaders across events: the conversation's latest message may have been this one.
    ctx.loaders.get(lastMessageByConversation).clear(payload.conversationId);
    return Object.assign(new RemovedMessage(), payload);
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
  @Mutation(() => Conversation, {
    description:
      "Declines a message request: it leaves the caller's requests, and the sender's further messages stay out of the caller's inbox (the sender is not told). Writing to them later accepts the conversation.",
  })
  declineMessageRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Conversation> {
    return ctx.services.get(ConversationService).decline(ctx, id);
  }

  @Authorized()
  @Subscription(() => Conversation, {
    topics: CONVERSATION_READ,
    // Routed by user id: only the other participant hears of a read, and only while both share read receipts.
    topicId: ({ context }: { context: Context }) => context.viewer?.id,
    description:
      'The other participant read one of the caller\'s conversations (its otherReadAt, for "Seen"); only while both have read receipts on.',
  })
  async conversationRead(@Root() payload: ConversationReadPayload, @Ctx() ctx: Context): Promise<Conversation> {
    return (await ctx.services.get(ConversationService).find(ctx, payload.conversationId))!;
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

@Resolver(() => RemovedMessage)
export class RemovedMessageResolver {
  @FieldResolver(() => Conversation, {
    nullable: true,
    description: 'Its conversation as the caller sees it now (latest message, unread count).',
  })
  conversation(@Root() removed: RemovedMessage, @Ctx() ctx: Context): Promise<Conversation | null> {
    return ctx.services.get(ConversationService).find(ctx, removed.conversationId);
  }
}
