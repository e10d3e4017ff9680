import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';

@ObjectType({ description: 'One direct message in a one-to-one conversation.' })
export class Message {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  conversationId: string;

  // Exposed as `sender`.
  senderId: string;

  @Field({ description: 'The text; may be empty when an image goes with it.' })
  content: string;

  @Field(() => String, { nullable: true, description: 'The image sent with it (metadata stripped on upload).' })
  mediaUrl: string | null;

  @Field()
  createdAt: Date;

  @Field({ description: 'Whether the caller sent it.' })
  isMine: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'For a message the caller sent: whether the other participant has read it. Null unless both participants have read receipts on.',
  })
  seen: boolean | null;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}

@ObjectType({ description: 'A page of messages, newest first (Relay style): "Load earlier" asks for the next page.' })
export class MessageConnection extends ConnectionType(Message) {}

@ObjectType({
  description:
    'A direct message moderators removed: which one and its conversation (as the caller now sees it), never its text.',
})
export class RemovedMessage {
  @Field(() => ID, { description: 'The id of the message that is gone.' })
  messageId: string;

  @Field(() => ID)
  conversationId: string;
}

@ObjectType({ description: 'A one-to-one conversation, as the caller sees it (their unread count, their inbox).' })
export class Conversation {
  @Field(() => ID)
  id: string;

  // Exposed as `other`.
  otherId: string;

  @Field({
    description:
      "The conversation is in the caller's message-request inbox: a stranger wrote while the caller's Private messages switch was off.",
  })
  isRequest: boolean;

  @Field({
    description:
      "The caller declined this message request: it is in neither of their inboxes and the sender's messages no longer count as unread.",
  })
  declined: boolean;

  @Field(() => Int, { description: "Messages the caller hasn't read." })
  unreadCount: number;

  @Field({ description: 'When its latest message was sent (or when it began).' })
  lastMessageAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the other participant last read it. Null unless both participants have read receipts on.',
  })
  otherReadAt: Date | null;

  /** last_message_at in whole microseconds since 1970: the keyset of cursors. */
  orderUs?: string;
}

@ObjectType({ description: 'A page of conversations, most recent first (Relay style).' })
export class ConversationConnection extends ConnectionType(Conversation) {}

@ObjectType({ description: "The caller's direct-message preferences." })
export class MessageSettings {
  @Field(() => ID)
  id: string;

  @Field({
    description:
      'Show others when you have read their messages (and see when they read yours): only when both have it on.',
  })
  readReceipts: boolean;
}
